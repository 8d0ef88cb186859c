import type { Course } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../src/app/ErrorPage';
import { routes } from '../../src/app/router';
import { articles } from '../../src/features/content/articles';
import { catalogByNamePath } from '../../src/features/content/articles/course-links';
import { demoCourseNames } from '../../src/features/content/articles/types';
import BlogPage from '../../src/features/content/BlogPage';
import { aCourse } from '../catalog/harness';
import { renderRoutes, stubApi } from '../support/app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every picture the site serves, as the browser asks for it ('/media/blog/topic-01.webp'). */
const servedPictures = new Set(
  Object.keys(import.meta.glob('../../public/media/**/*.{webp,png,jpg,svg}')).map((path) =>
    path.replace('../../public', ''),
  ),
);

const catalog: Course[] = demoCourseNames.map((name, i) =>
  aCourse({ _id: `c0ffee00-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, name }),
);
const idOf = (name: string) => catalog.find((course) => course.name === name)?._id;

/** Words as a reader meets them: every line of the rendered body, split at white space. */
function wordsIn(body: HTMLElement): number {
  return Array.from(body.querySelectorAll('h2, h3, p, li, figcaption'))
    .map((element) => element.textContent ?? '')
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => /[a-z0-9]/i.test(word)).length;
}

/** The article route exactly as the app's router declares it. */
async function articleRoute() {
  const route = matchRoutes(routes, '/blogpost/some-article')?.at(-1)?.route;
  expect(route?.path).toBe('blogpost/:slug');
  const lazy = route?.lazy as () => Promise<{
    Component: React.ComponentType;
    loader: LoaderFunction;
  }>;
  return lazy();
}

async function renderBlog(url: string, replies: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    [`GET /api${catalogByNamePath}`]: { body: catalog },
    'GET /api/blog-posts': { body: [] },
    ...replies,
  });
  const { Component, loader } = await articleRoute();
  return renderRoutes(
    [
      { path: '/blogpost', element: <BlogPage /> },
      { path: '/blogpost/:slug', Component, loader, errorElement: <ErrorPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { url },
  );
}

describe('Blog articles', () => {
  it('are nine, one for each topic card', () => {
    expect(articles).toHaveLength(9);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(9);
  });

  it.each(articles.map((article) => [article.title, article] as const))(
    '“%s” is a full article with headings, pictures, a true reading time and course links',
    async (_title, article) => {
      await renderBlog(`/blogpost/${article.slug}`);

      expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
      const body = screen.getByTestId('article-body');
      const words = wordsIn(body);
      expect(words).toBeGreaterThanOrEqual(500);
      expect(screen.getByText(`${Math.ceil(words / 220)} min read`)).toBeTruthy();
      expect(body.querySelectorAll('h2').length).toBeGreaterThanOrEqual(1);

      // Author and day of publication.
      expect(screen.getByRole('link', { name: article.author }).getAttribute('href')).toBe(
        '/instructors',
      );
      const published = document.querySelector('article time');
      expect(published?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(published?.textContent).toMatch(/\d{4}$/);

      // One to three of the site's own pictures, described, sized, and lazy below the fold.
      const pictures = screen.getByRole('article').querySelectorAll('img');
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      expect(pictures.length).toBeLessThanOrEqual(3);
      for (const picture of pictures) {
        expect(servedPictures, picture.getAttribute('src') ?? '').toContain(
          picture.getAttribute('src'),
        );
        expect(picture.getAttribute('alt')?.length ?? 0).toBeGreaterThan(10);
        expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(picture.getAttribute('height'))).toBeGreaterThan(0);
      }
      for (const picture of body.querySelectorAll('img')) {
        expect(picture.getAttribute('loading')).toBe('lazy');
      }

      // The courses it names open their catalog pages, found by name.
      const courseLinks = () =>
        within(body)
          .getAllByRole('link')
          .filter((link) => demoCourseNames.some((name) => name === link.textContent));
      expect(courseLinks().length).toBeGreaterThanOrEqual(1);
      await waitFor(() => {
        for (const link of courseLinks()) {
          expect(link.getAttribute('href')).toBe(`/detail/${idOf(link.textContent ?? '')}`);
        }
      });
    },
  );

  it('links a course by a catalog search while the catalog cannot say where it is', async () => {
    await renderBlog('/blogpost/drawing-hands-without-fear', {
      [`GET /api${catalogByNamePath}`]: {
        status: 503,
        body: { error: { code: 'down', message: 'Down' } },
      },
    });
    const body = await screen.findByTestId('article-body');
    const link = within(body).getByRole('link', { name: 'Figure Drawing & Anatomy' });
    expect(link.getAttribute('href')).toBe('/courses?q=Figure+Drawing+%26+Anatomy');
  });

  it('each topic card opens its article, and both show the same reading time', async () => {
    const user = userEvent.setup();
    await renderBlog('/blogpost');

    const cards = within(screen.getByRole('region', { name: 'All Blogs' })).getAllByRole('article');
    expect(cards).toHaveLength(9);
    for (const [index, article] of articles.entries()) {
      const card = within(screen.getByRole('region', { name: 'All Blogs' })).getAllByRole(
        'article',
      )[index]!;
      const link = within(card).getByRole('link');
      expect(link.textContent).toBe(article.title);
      expect(link.getAttribute('href')).toBe(`/blogpost/${article.slug}`);
      const cardTime = within(card)
        .getByText(/min read$/)
        .textContent?.replace(/^\W+/, '');

      await user.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
      expect(screen.getByText(/^\d+ min read$/).textContent).toBe(cardTime);

      await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
      await screen.findByRole('heading', { name: 'All Blogs' });
    }
  });

  it('leads from one article to the next and back', async () => {
    const user = userEvent.setup();
    const [first, second] = articles;
    await renderBlog(`/blogpost/${first!.slug}`);

    const more = await screen.findByRole('navigation', { name: 'More articles' });
    expect(within(more).queryByRole('link', { name: /Previous article/ })).toBeNull();
    await user.click(within(more).getByRole('link', { name: `Next article: ${second!.title}` }));
    expect(await screen.findByRole('heading', { level: 1, name: second!.title })).toBeTruthy();
    expect(document.title).toBe(`${second!.title} | Glossy Drawer`);
    await user.click(screen.getByRole('link', { name: `Previous article: ${first!.title}` }));
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeTruthy();
  });

  it('finds an article whatever the case of its address', async () => {
    await renderBlog('/blogpost/Light-Shadow-And-Form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Light, Shadow and Form' }),
    ).toBeTruthy();
  });

  it('answers an unknown article with the 404 error page', async () => {
    await renderBlog('/blogpost/how-to-draw-an-owl');
    expect((await screen.findByTestId('route-error')).textContent).toBe('404 Article not found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops!');
  });
});
