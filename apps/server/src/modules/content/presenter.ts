import type { BlogPost, BlogTopic, FaqEntry, GalleryItem } from '@glossy/contract';
import type { blogPosts, blogTopics, faqs, galleryItems } from '../../db/schema';

export const presentBlogPost = ({
  post,
  authorName,
  authorPhoto,
}: {
  post: typeof blogPosts.$inferSelect;
  authorName: string | null;
  authorPhoto: string | null;
}): BlogPost => ({
  id: post.id,
  text: post.text,
  author: authorName === null ? null : { name: authorName, photoURL: authorPhoto },
  createdAt: post.createdAt.toISOString(),
});

export const presentBlogTopic = (row: typeof blogTopics.$inferSelect): BlogTopic => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  image: row.image,
  readMinutes: row.readMinutes,
});

export const presentFaq = (row: typeof faqs.$inferSelect): FaqEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
});

export const presentGalleryItem = (row: typeof galleryItems.$inferSelect): GalleryItem => ({
  id: row.id,
  title: row.title,
  artist: row.artist,
  image: row.image,
});
