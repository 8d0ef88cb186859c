import type { Context } from 'hono';
import { createApi } from '../../platform/http/api';
import type { AppEnv } from '../../platform/http/context';
import { cachedPublicAnswer, requestTarget } from '../../platform/edge-cache/answer-reply';
import { AppError } from '../../platform/http/errors';
import { documentHeaderList } from '../../platform/protection/security-headers';
import {
  isPrivateBuildFile,
  looksLikeFile,
  type StaticSite,
} from '../../platform/http/static-site';
import { catalogStore } from '../catalog/store';
import { certificateStore } from '../classroom/certificate-store';
import { drawingsStore } from '../drawing/store';
import { liveStore } from '../live/store';
import type { ModuleDeps } from '../deps';
import { articleHead } from './article-head';
import { certificateHead } from './certificate-head';
import { drawingHead } from './drawing-head';
import { courseHead } from './course-head';
import { eventHead, eventsHead } from './events-head';
import { instructorsHead } from './instructors-head';
import { pageBodies } from './page-bodies';
import { renderHead } from './page-head';
import { homePage, pageAliases, sitePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { pagesStore } from './store';

/** Pages are HTML the browser revalidates: a change (a new price, a new course) shows at once. */
const revalidate = 'no-cache';

/**
 * The app's public pages written with their own head on the server: a shared link previews its
 * course (title, description, cover) and a crawler reads its schema.org data without running the
 * app; an unknown course is a 404. Also /sitemap.xml and /robots.txt, from PUBLIC_URL.
 */
export function pageRoutes(
  { db, config, logger, publicAnswers }: ModuleDeps,
  site: StaticSite,
  api: (request: Request) => Promise<Response>,
) {
  const catalog = catalogStore(db);
  const live = liveStore(db);
  const store = pagesStore(db);
  const certificates = certificateStore(db);
  const drawings = drawingsStore(db);
  const { publicUrl } = config;
  const pageHeaders = documentHeaderList(site.inlineScriptHashes);

  const renderBody = pageBodies(site, api, { publicUrl }, logger);

  /** The page's document: its head, and its body as the app renders it for a visitor. */
  const document = async (c: Context<AppEnv>, head: string | null) => {
    const body = await renderBody(requestTarget(c.req.url));
    return { status: body?.status ?? 200, html: site.render({ path: c.req.path, head, body }) };
  };

  const uncached = (c: Context<AppEnv>, html: string, status: 200 | 404) => {
    c.header('Cache-Control', revalidate);
    return c.html(html, status);
  };

  const notFound = async (c: Context<AppEnv>) => uncached(c, (await document(c, null)).html, 404);

  /**
   * A page the same for every visitor, kept like the API's public answers (decision 0006): the
   * edge listener sends it again from memory, and whatever changes a course clears it. `head`
   * answers null for something that does not exist (a course, an article): a 404.
   */
  const page = (c: Context<AppEnv>, head: () => Promise<string | null>) =>
    cachedPublicAnswer(c, publicAnswers, async () => {
      const pageHead = await head();
      if (pageHead === null) return notFound(c);
      const { html, status } = await document(c, pageHead);
      // The app's own verdict: a route whose data it could not find is a 404. A route whose data
      // could not be had (the database away) gets the shell, and the browser tries again itself.
      if (status === 404) return uncached(c, html, 404);
      if (status !== 200)
        return uncached(c, site.render({ path: c.req.path, head: pageHead }), 200);
      return {
        body: html,
        headers: {
          ...(await pageHeaders),
          'Content-Type': 'text/html; charset=UTF-8',
          'Cache-Control': revalidate,
        },
      };
    });

  const coursePage = (c: Context<AppEnv>) =>
    page(c, async () => {
      try {
        const course = await catalog.getCourse(c.req.param('id') ?? '');
        const reviews = await store.reviewCount(course.id);
        return renderHead(
          courseHead(course, reviews, `/detail/${course.id}`, publicUrl),
          publicUrl,
        );
      } catch (err) {
        // The app shows its error page for a course it cannot find; the status says so too.
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    });

  const articles = new Map(site.index?.articles.map((article) => [article.slug, article]));

  const routes = createApi();
  routes.get('/detail/:id', coursePage);
  // Slugs are matched as the app matches them: whatever the case.
  routes.get('/blogpost/:slug', (c) =>
    page(c, async () => {
      const article = articles.get(c.req.param('slug').toLowerCase());
      return article ? renderHead(articleHead(article, publicUrl), publicUrl) : null;
    }),
  );
  routes.get('/courses/:id', coursePage);
  routes.get('/event/:id', (c) =>
    page(c, async () => {
      const id = Number(c.req.param('id'));
      const found = Number.isSafeInteger(id) && id > 0 ? await live.findEvent(id) : null;
      return found ? renderHead(eventHead(found.event, publicUrl), publicUrl) : null;
    }),
  );
  routes.get('/certificates/:id', (c) =>
    page(c, async () => {
      const row = await certificates.find(c.req.param('id'));
      if (!row) return null;
      const course = await catalog.getCourse(row.courseId).catch(() => null);
      return renderHead(certificateHead(row, course, publicUrl), publicUrl);
    }),
  );
  // A drawing changes with every autosave, so its page is rendered afresh rather than kept; a
  // private one is its owner's, whom only the browser knows (the token): it gets the shell.
  routes.get('/drawings/:id/replay', async (c) => {
    const row = await drawings.find(c.req.param('id'));
    if (!row) return notFound(c);
    if (row.visibility !== 'public')
      return uncached(c, site.render({ path: c.req.path, head: null }), 200);
    const head = renderHead(drawingHead(row, publicUrl), publicUrl);
    const { html, status } = await document(c, head);
    if (status === 404) return uncached(c, html, 404);
    return uncached(c, status === 200 ? html : site.render({ path: c.req.path, head }), 200);
  });
  routes.get('/instructors', (c) =>
    page(c, async () => {
      const rows = await catalog.listInstructors();
      return renderHead(instructorsHead(sitePages['/instructors']!, rows, publicUrl), publicUrl);
    }),
  );
  routes.get('/event', (c) =>
    page(c, async () => {
      const now = new Date();
      const [upcoming, past] = await Promise.all([
        live.listEvents('upcoming', now),
        live.listEvents('old', now),
      ]);
      return renderHead(
        eventsHead(
          sitePages['/event']!,
          [...upcoming, ...past].map((listed) => listed.event),
          publicUrl,
        ),
        publicUrl,
      );
    }),
  );
  /** Pages whose head lists their data (above): written from the rows, not fixed. */
  const fromData = new Set(['/instructors', '/event']);
  for (const [path, head] of Object.entries(sitePages)) {
    if (fromData.has(path)) continue;
    const written = renderHead({ ...head, path }, publicUrl);
    routes.get(path, (c) => page(c, async () => written));
  }
  for (const [alias, path] of Object.entries(pageAliases)) {
    const written = renderHead({ ...sitePages[path]!, path }, publicUrl);
    routes.get(alias, (c) => page(c, async () => written));
  }
  const home = renderHead({ ...homePage, path: '/' }, publicUrl);
  routes.get('/', (c) => page(c, async () => home));
  routes.get('/sitemap.xml', async (c) => {
    const [courses, drawings] = await Promise.all([store.listedCourses(), store.publicDrawings()]);
    const xml = sitemapXml(
      [
        { path: '/' },
        ...Object.keys(sitePages).map((path) => ({ path })),
        ...courses.map((course) => ({
          path: `/detail/${course.id}`,
          lastModified: course.createdAt,
        })),
        ...[...articles.values()].map((article) => ({
          path: `/blogpost/${article.slug}`,
          lastModified: new Date(`${article.published}T00:00:00Z`),
        })),
        ...drawings.map((drawing) => ({
          path: `/drawings/${drawing.id}/replay`,
          lastModified: drawing.updatedAt,
        })),
      ],
      publicUrl,
    );
    c.header('Cache-Control', revalidate);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicUrl));
  });
  // A path the app has no route for gets its error page, rendered, with the status that says so.
  // Files, and the build's own folders, are the static site's to answer (a bare 404 if missing).
  routes.get('*', (c, next) =>
    looksLikeFile(c.req.path) || isPrivateBuildFile(c.req.path) || site.isAppRoute(c.req.path)
      ? next()
      : notFound(c),
  );
  return routes;
}
