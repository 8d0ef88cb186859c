import type {
  BlogPost,
  ContactMessage,
  DeletedAnswer,
  FaqEntry,
  InsertedAnswer,
} from '@glossy/contract';
import { apiGet, apiSend } from '../../lib/api';

export const contentKeys = {
  blogPosts: ['blog-posts'] as const,
  faq: ['faq'] as const,
};

export const fetchBlogPosts = (signal?: AbortSignal) => apiGet<BlogPost[]>('/blog-posts', signal);

export const fetchFaq = (signal?: AbortSignal) => apiGet<FaqEntry[]>('/faq', signal);

export const publishBlogPost = (text: string) =>
  apiSend<InsertedAnswer>('POST', '/post-blog', { text });

/** Admins only: the post leaves the blog (the server keeps it on record). */
export const removeBlogPost = (id: string) =>
  apiSend<DeletedAnswer>('DELETE', `/post-blog/${encodeURIComponent(id)}`);

export const sendContactMessage = (message: ContactMessage) =>
  apiSend<InsertedAnswer>('POST', '/contact', message);
