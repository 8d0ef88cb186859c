import type { Context } from 'hono';
import { createApi } from '../../platform/api';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { StaticSite } from '../../platform/static-site';
import { catalogService } from '../catalog/service';
import type { ModuleDeps } from '../deps';
import { courseHead } from './course-head';
import { renderHead } from './page-head';
import { pageAliases, sitePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { pagesStore } from './store';

/** Pages are HTML the browser revalidates: a change (a new price, a new course) shows at once. */
const revalidate = 'no-cache';

/**
 * The app's public pages written with their own head on the server: a shared link previews its
 * course (title, description, cover) and a crawler reads its schema.org data without running the
 * app; an unknown course is a 404. Also /sitemap.xml and /robots.txt, from PUBLIC_URL.
 */
export function pageRoutes({ db, config }: ModuleDeps, site: StaticSite) {
  const catalog = catalogService(db);
  const store = pagesStore(db);
  const { publicUrl } = config;

  const page = (c: Context<AppEnv>, html: string, status: 200 | 404 = 200) => {
    c.header('Cache-Control', revalidate);
    return c.html(html, status);
  };

  const coursePage = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    try {
      const course = await catalog.getCourse(id);
      const head = courseHead(
        course,
        await store.reviewCount(course.id),
        `/detail/${course.id}`,
        publicUrl,
      );
      return page(c, site.render(renderHead(head, publicUrl)));
    } catch (err) {
      // The app shows its error page for a course it cannot find; the status says so too.
      if (err instanceof AppError && err.status === 404) return page(c, site.render(null), 404);
      throw err;
    }
  };

  const api = createApi();
  api.get('/detail/:id', coursePage);
  api.get('/courses/:id', coursePage);
  for (const [path, head] of Object.entries(sitePages)) {
    const html = site.render(renderHead({ ...head, path }, publicUrl));
    api.get(path, (c) => page(c, html));
  }
  for (const [alias, path] of Object.entries(pageAliases)) {
    const html = site.render(renderHead({ ...sitePages[path]!, path }, publicUrl));
    api.get(alias, (c) => page(c, html));
  }
  api.get('/sitemap.xml', async (c) => {
    const courses = await store.listedCourses();
    const xml = sitemapXml(
      [
        { path: '/' },
        ...Object.keys(sitePages).map((path) => ({ path })),
        ...courses.map((course) => ({
          path: `/detail/${course.id}`,
          lastModified: course.createdAt,
        })),
      ],
      publicUrl,
    );
    c.header('Cache-Control', revalidate);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  api.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicUrl));
  });
  return api;
}
