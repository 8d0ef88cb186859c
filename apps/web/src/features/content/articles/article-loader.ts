import type { LoaderFunctionArgs } from 'react-router';
import { findArticle, type Article } from './index';

/** An unknown article address becomes the error page's 404, like an unknown course. */
export function articleLoader({ params }: LoaderFunctionArgs): Article {
  const article = findArticle(params.slug ?? '');
  if (!article) {
    throw new Response('Article not found', { status: 404, statusText: 'Article not found' });
  }
  return article;
}
