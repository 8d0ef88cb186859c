import { rm } from 'node:fs/promises';
import { courseList, type Course } from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { certificates, courses, events, users } from '../../src/db/schema';
import { paths } from '../../src/paths';
import { bearer, signUp } from '../support/actors';
import { createDrawing } from '../support/drawings';
import { expectJson } from '../support/http';
import { rawRequest } from '../support/raw-http';
import { describeEachBackend } from '../support/test-app';

/** A built index.html with the site's default head between its markers, as Vite leaves it. */
vi.mock('../../src/paths', async (importOriginal) => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const actual = await importOriginal<{ paths: typeof paths }>();
  const root = mkdtempSync(path.join(os.tmpdir(), 'gd-pages-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />' +
      '<!-- page-head --><title>Glossy Drawer | Learn drawing and digital art</title>' +
      '<meta property="og:image" content="/media/site/og.webp" /><!-- /page-head -->' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'site-index.json'),
    JSON.stringify({
      routes: [
        '/',
        '/courses',
        '/courses/:id',
        '/detail/:id',
        '/blogpost',
        '/blogpost/:slug',
        '/certificates/:id',
        '/drawings/:id/replay',
      ],
      articles: [
        {
          slug: 'drawing-hands-without-fear',
          title: 'Drawing Hands Without Fear',
          excerpt: 'Boxes and cylinders first.',
          author: 'Daniel Mensah',
          published: '2025-06-10',
          image: '/media/blog/topic-08.webp',
          readMinutes: 4,
        },
      ],
    }),
  );
  return { paths: { ...actual.paths, webDist: root } };
});

afterAll(() => rm(paths.webDist, { recursive: true, force: true }));

const publicUrl = 'https://glossy.test';

/** The head's values a link preview and a crawler read. */
function readHead(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd,
  };
}

describeEachBackend(
  'server-written page heads, the sitemap and robots.txt',
  (ctx) => {
    let catalog: Course[] = [];
    beforeAll(async () => {
      catalog = await expectJson(await ctx.request('/api/courses?limit=100'), 200, courseList);
    });

    it('gives a course page its title, description, canonical URL, preview tags and schema.org data', async () => {
      const course = catalog[0]!;
      const res = await ctx.request(`/detail/${course._id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      const head = readHead(html);
      expect(head.title).toBe(`${course.name} | Glossy Drawer`);
      expect(head.titles).toBe(1);
      expect(head.canonical).toBe(`${publicUrl}/detail/${course._id}`);
      expect(head.meta('og:title')).toBe(`${course.name} | Glossy Drawer`);
      expect(head.meta('og:image')).toBe(`${publicUrl}${course.img}`);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(html).toContain(
        `<link rel="preload" as="image" href="${course.img}" fetchpriority="high" />`,
      );
      expect(head.meta('description')!.length).toBeLessThanOrEqual(160);
      const [data, breadcrumb] = head.jsonLd;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        provider: { '@type': 'Organization', name: 'Glossy Drawer' },
        instructor: { '@type': 'Person', name: course.Instructor },
        offers: { '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'USD' },
      });
      expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });

      // The spec's other address of the same screen names this one as canonical.
      const alias = readHead(await (await ctx.request(`/courses/${course._id}`)).text());
      expect(alias.canonical).toBe(`${publicUrl}/detail/${course._id}`);
    });

    it('rates a course only once students have reviewed it, and escapes what it writes', async () => {
      const [row] = await ctx.db
        .insert(courses)
        .values({
          img: '/media/courses/course-01.webp',
          name: 'Quotes "and" </script><script>alert(1)</script>',
          details: 'Tags <b>stay</b> text & "quotes" stay quoted.',
          rating: 0,
          level: 'Beginner',
          instructor: 'Ada <i>Lovelace</i>',
          priceCents: 1999,
        })
        .returning({ id: courses.id });
      try {
        const html = await (await ctx.request(`/detail/${row!.id}`)).text();
        expect(html).not.toContain('<script>alert(1)');
        expect(html).not.toContain('<b>stay</b>');
        const head = readHead(html);
        expect(head.title).toBe(
          'Quotes &quot;and&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Glossy Drawer',
        );
        const [data] = head.jsonLd;
        expect(data).toMatchObject({
          name: 'Quotes "and" </script><script>alert(1)</script>',
          offers: { price: '19.99' },
        });
        expect(data).not.toHaveProperty('aggregateRating');
      } finally {
        await ctx.db.delete(courses).where(eq(courses.id, row!.id));
      }
    });

    it('answers 404 with the app for a course that does not exist or is no longer listed', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-course', '%00']) {
        const res = await ctx.request(`/detail/${id}`);
        expect(res.status, id).toBe(404);
        expect(await res.text(), id).toContain('<div id="root">');
      }
      const course = catalog[1]!;
      await ctx.db.update(courses).set({ listed: false }).where(eq(courses.id, course._id));
      try {
        expect((await ctx.request(`/detail/${course._id}`)).status).toBe(404);
      } finally {
        await ctx.db.update(courses).set({ listed: true }).where(eq(courses.id, course._id));
      }
    });

    it('titles the other public pages, and names the first of two addresses canonical', async () => {
      const list = readHead(await (await ctx.request('/courses')).text());
      expect(list.title).toBe('Courses | Glossy Drawer');
      expect(list.canonical).toBe(`${publicUrl}/courses`);
      const instructors = readHead(await (await ctx.request('/instructors')).text());
      expect(instructors.title).toBe('Instructors | Glossy Drawer');
      const [people] = instructors.jsonLd as [{ itemListElement: { item: { '@type': string } }[] }];
      expect(people.itemListElement.length).toBeGreaterThan(0);
      expect(people.itemListElement.every((entry) => entry.item['@type'] === 'Person')).toBe(true);
      const contacts = readHead(await (await ctx.request('/contacts')).text());
      expect(contacts.canonical).toBe(`${publicUrl}/contact`);
      expect((await ctx.request('/detail/x', { method: 'POST' })).status).toBe(405);
    });

    it('lists the events as schema.org Events, upcoming soonest first, and escapes what it writes', async () => {
      const startsAt = new Date(Date.now() + 60 * 60 * 1000);
      const [row] = await ctx.db
        .insert(events)
        .values({
          title: 'Jam </script><script>alert(1)</script>',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
          location: 'Online, live stream',
          description: 'Tags <b>stay</b> text.',
          imageUrl: '/media/events/event-01.webp',
        })
        .returning({ id: events.id });
      try {
        const html = await (await ctx.request('/event')).text();
        expect(html).not.toContain('<script>alert(1)');
        const head = readHead(html);
        expect(head.title).toBe('Events | Glossy Drawer');
        expect(head.canonical).toBe(`${publicUrl}/event`);
        const [list] = head.jsonLd as [
          {
            '@type': string;
            itemListElement: { position: number; item: Record<string, unknown> }[];
          },
        ];
        expect(list['@type']).toBe('ItemList');
        const items = list.itemListElement.map((entry) => entry.item);
        expect(items.length).toBeGreaterThan(1);
        for (const item of items) {
          expect(item).toMatchObject({
            '@type': 'Event',
            name: expect.any(String),
            location: { name: expect.any(String) },
            organizer: { '@type': 'Organization', name: 'Glossy Drawer', url: publicUrl },
          });
          const start = item.startDate as string;
          expect(new Date(start).toISOString()).toBe(start);
        }
        // The soonest upcoming event leads: the one just added, written as it was stored.
        expect(items[0]).toMatchObject({
          name: 'Jam </script><script>alert(1)</script>',
          startDate: startsAt.toISOString(),
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: `${publicUrl}/event/${row!.id}` },
          image: `${publicUrl}/media/events/event-01.webp`,
        });
        // A shared link previews the soonest event's picture.
        expect(head.meta('og:image')).toBe(`${publicUrl}/media/events/event-01.webp`);
        const starts = items.map((item) => Date.parse(item.startDate as string));
        const firstPast = starts.findIndex((start) => start < Date.now());
        expect(firstPast).toBeGreaterThan(0);
        const upcoming = starts.slice(0, firstPast);
        const past = starts.slice(firstPast);
        expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
        expect(past).toEqual([...past].sort((a, b) => b - a));
        expect(past.every((start) => start < Date.now())).toBe(true);
        expect(
          items.some((item) => (item.location as { '@type': string })['@type'] === 'Place'),
        ).toBe(true);
      } finally {
        await ctx.db.delete(events).where(eq(events.id, row!.id));
      }
    });

    it('gives each event its own page, read as an Event, and a 404 for one that is not there', async () => {
      const [first] = await ctx.db.select().from(events).orderBy(events.id).limit(1);
      const res = await ctx.request(`/event/${first!.id}`);
      expect(res.status).toBe(200);
      const head = readHead(await res.text());
      expect(head.title).toBe(`${first!.title} | Glossy Drawer events`);
      expect(head.canonical).toBe(`${publicUrl}/event/${first!.id}`);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'Event',
        name: first!.title,
        startDate: first!.startsAt.toISOString(),
        endDate: first!.endsAt.toISOString(),
      });
      for (const missing of ['/event/999999', '/event/not-an-id', '/event/0'])
        expect((await ctx.request(missing)).status, missing).toBe(404);
    });

    it('previews a shared certificate: who completed which course, with its cover, as a credential', async () => {
      const course = catalog[0]!;
      const [student] = await ctx.db.select({ id: users.id }).from(users).limit(1);
      const [row] = await ctx.db
        .insert(certificates)
        .values({
          userId: student!.id,
          courseId: course._id,
          studentName: 'Ana <Lima>',
          courseName: course.name,
          instructor: course.Instructor,
          code: 'GD-TEST-2345',
        })
        .returning();
      try {
        const res = await ctx.request(`/certificates/${row!.id}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        const head = readHead(html);
        expect(head.title).toBe(`Ana &lt;Lima&gt; completed ${course.name} | Glossy Drawer`);
        expect(head.canonical).toBe(`${publicUrl}/certificates/${row!.id}`);
        expect(head.meta('og:image')).toBe(`${publicUrl}${course.img}`);
        expect(head.meta('description')).toContain('GD-TEST-2345');
        expect(head.jsonLd[0]).toMatchObject({
          '@type': 'EducationalOccupationalCredential',
          identifier: 'GD-TEST-2345',
          recognizedBy: { '@type': 'Organization', name: 'Glossy Drawer' },
          about: { '@type': 'Course', name: course.name },
        });
        // By the code printed on it, too; an unknown one is a 404.
        expect((await ctx.request('/certificates/GD-TEST-2345')).status).toBe(200);
        expect((await ctx.request('/certificates/GD-NAME-2222')).status).toBe(404);
        expect((await ctx.request('/certificates/%00')).status).toBe(404);
        // Refunded: the preview says it was revoked, and is no credential any more (asked by the
        // code in lower case, an address the pages kept for a few seconds above have not seen).
        await ctx.db
          .update(certificates)
          .set({ revokedAt: new Date('2026-04-09T08:30:00Z') })
          .where(eq(certificates.id, row!.id));
        const revoked = readHead(await (await ctx.request('/certificates/gd-test-2345')).text());
        expect(revoked.title).toBe(`Revoked certificate: ${course.name} | Glossy Drawer`);
        expect(revoked.meta('description')).toContain('revoked on 9 April 2026');
        expect(revoked.jsonLd).toEqual([]);
      } finally {
        await ctx.db.delete(certificates).where(eq(certificates.id, row!.id));
      }
    });

    it('previews a public drawing’s replay with its picture and artist; a private one gets the shell', async () => {
      const artist = await signUp(ctx, 'mira@pages.test', 'correct-horse-1', 'Mira <Sol>');
      const id = await createDrawing(ctx, artist, { title: 'Tide pools' });
      const url = `/drawings/${id}/replay`;
      const shell = readHead(await (await ctx.request(url)).text());
      expect(shell.title).toBe('Glossy Drawer | Learn drawing and digital art');
      const sitemap = async () => (await ctx.request('/sitemap.xml')).text();
      expect(await sitemap()).not.toContain(url);

      const publish = await ctx.request(`/api/drawings/${id}`, {
        method: 'PATCH',
        json: { visibility: 'public' },
        headers: bearer(artist),
      });
      expect(publish.status).toBe(200);
      const res = await ctx.request(url);
      expect(res.status).toBe(200);
      const head = readHead(await res.text());
      expect(head.title).toBe(
        'Tide pools by Mira &lt;Sol&gt;: watch it being drawn | Glossy Drawer',
      );
      expect(head.canonical).toBe(`${publicUrl}${url}`);
      expect(head.meta('og:image')).toMatch(
        new RegExp(`^${publicUrl}/uploads/drawing-[a-z0-9-]+\\.webp$`),
      );
      expect(head.meta('description')).toContain('3 strokes');
      expect(await sitemap()).toMatch(
        new RegExp(`<loc>${publicUrl}${url}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'VisualArtwork',
        name: 'Tide pools',
        creator: { '@type': 'Person', name: 'Mira <Sol>' },
      });
      expect(
        (await ctx.request('/drawings/00000000-0000-4000-8000-000000000000/replay')).status,
      ).toBe(404);
      expect((await ctx.request('/drawings/%00/replay')).status).toBe(404);
    });

    it('gives an article its own head, and answers 404 for a path the app has no route for', async () => {
      const res = await ctx.request('/blogpost/Drawing-Hands-Without-Fear');
      expect(res.status).toBe(200);
      const head = readHead(await res.text());
      expect(head.title).toBe('Drawing Hands Without Fear | Glossy Drawer');
      expect(head.meta('og:type')).toBe('article');
      expect(head.meta('og:image')).toBe(`${publicUrl}/media/blog/topic-08.webp`);
      expect(head.canonical).toBe(`${publicUrl}/blogpost/drawing-hands-without-fear`);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Drawing Hands Without Fear',
        datePublished: '2025-06-10',
        author: { '@type': 'Person', name: 'Daniel Mensah' },
      });
      expect((await ctx.request('/blogpost/no-such-article')).status).toBe(404);

      for (const known of ['/', '/BlogPost', '/courses/', `/courses/${catalog[0]!._id}`]) {
        expect((await ctx.request(known)).status, known).toBe(200);
      }
      const unknown = await ctx.request('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('<div id="root">');
      expect((await ctx.request('/courses/a/b')).status).toBe(404);
    });

    it('sends a page again from memory with the page’s own security headers', async () => {
      const course = catalog[2]!;
      const { url, close } = await ctx.listen();
      try {
        const first = await rawRequest(`${url}/detail/${course._id}`);
        const again = await rawRequest(`${url}/detail/${course._id}`);
        expect(again.status).toBe(200);
        expect(again.body.equals(first.body)).toBe(true);
        for (const answer of [first, again]) {
          const policy = String(answer.headers['content-security-policy']);
          expect(policy).toContain("script-src 'self'");
          expect(policy).not.toContain("default-src 'none'");
          expect(answer.headers['content-type']).toMatch(/^text\/html/);
          expect(answer.headers['x-frame-options']).toBe('DENY');
        }
        // A missing course is never kept: it may be published a moment later.
        const missing = `${url}/detail/00000000-0000-4000-8000-00000000000f`;
        expect((await rawRequest(missing)).status).toBe(404);
        expect((await rawRequest(missing)).status).toBe(404);
      } finally {
        await close();
      }
    });

    it('lists every listed course in the sitemap, and points robots.txt at it', async () => {
      const res = await ctx.request('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      for (const course of catalog) {
        expect(xml).toMatch(
          new RegExp(
            `<loc>${publicUrl}/detail/${course._id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
          ),
        );
      }
      expect(xml).toContain(`<loc>${publicUrl}/courses</loc>`);
      expect(xml).toContain(
        `<loc>${publicUrl}/blogpost/drawing-hands-without-fear</loc><lastmod>2025-06-10</lastmod>`,
      );
      expect(xml).not.toContain('/dashboard');

      const robots = await (await ctx.request('/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
      for (const path of ['/api/', '/dashboard', '/learn/'])
        expect(robots).toContain(`Disallow: ${path}`);
    });
  },
  { env: { PUBLIC_URL: publicUrl } },
);
