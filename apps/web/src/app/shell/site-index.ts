import type { SiteIndex } from '@glossy/contract';
import type { RouteObject } from 'react-router';
import { articles } from '../../features/content/articles';
import { routes } from '../router';

interface PatternedRoute {
  /** The route's pattern from the root ('/courses/:id'). */
  pattern: string;
  /** The route and the layouts around it, outermost first. */
  chain: RouteObject[];
}

/** Every route of the table with its pattern; catch-alls ('*') and pathless layouts are no pages. */
function pages(table: RouteObject[], parent = '', outer: RouteObject[] = []): PatternedRoute[] {
  return table.flatMap((route) => {
    const pattern = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent || '/';
    const chain = [...outer, route];
    const isPage = (route.index || route.path) && route.path !== '*' && !pattern.endsWith('/*');
    return [
      ...(isPage ? [{ pattern, chain }] : []),
      ...pages(route.children ?? [], pattern, chain),
    ];
  });
}

/** Written by the build beside index.html (see build/site-index.ts) for the server to read. */
export function buildSiteIndex(): Omit<SiteIndex, 'screens'> {
  return {
    routes: [...new Set(pages(routes).map(({ pattern }) => pattern))],
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

/**
 * What each page's lazy routes load (its screen component, a loader, a layout's), by pattern: the
 * build finds the module each value comes from, so the server can send a page's code with the page.
 */
export async function routeExports(): Promise<{ pattern: string; values: unknown[] }[]> {
  return Promise.all(
    pages(routes).map(async ({ pattern, chain }) => {
      const loaded = await Promise.all(
        chain.map((route) =>
          typeof route.lazy === 'function'
            ? (route.lazy as () => Promise<Record<string, unknown>>)()
            : {},
        ),
      );
      return { pattern, values: loaded.flatMap((exports) => Object.values(exports)) };
    }),
  );
}
