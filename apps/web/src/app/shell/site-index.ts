import type { SiteIndex } from '@glossy/contract';
import type { RouteObject } from 'react-router';
import { articles } from '../../features/content/articles';
import { routes } from '../router';

/** Every pattern of the route table, from the root; catch-alls ('*') are not pages. */
function patterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent || '/';
    const own = route.path === '*' || path.endsWith('/*') ? [] : [path];
    return [...(route.index || route.path ? own : []), ...patterns(route.children ?? [], path)];
  });
}

/** Written by the build beside index.html (see build/site-index.ts) for the server to read. */
export function buildSiteIndex(): SiteIndex {
  return {
    routes: [...new Set(patterns(routes))],
    articles: articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      author: article.author,
      published: article.published,
      image: article.cover.src,
      readMinutes: article.readMinutes,
    })),
  };
}
