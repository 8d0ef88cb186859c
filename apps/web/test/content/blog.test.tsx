import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../src/features/content/articles';
import BlogPage from '../../src/features/content/BlogPage';
import { renderPage, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Blog page', () => {
  it('shows the hero, the nine topics and the newest community posts', async () => {
    stubApi({
      'GET /api/blog-posts': {
        body: Array.from({ length: 8 }, (_, i) => ({
          id: `p${i}`,
          text: `Post number ${i}`,
          author: i === 1 ? null : { name: `Writer ${i}`, photoURL: null },
          createdAt: '2026-11-20T10:00:00.000Z',
        })),
      },
    });
    renderPage(BlogPage, { path: '/blogpost' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Publish your passions, your way',
    );
    expect(screen.getByRole('link', { name: 'Create Your Blog' }).getAttribute('href')).toBe(
      '/createpost',
    );
    const allBlogs = screen.getByRole('region', { name: 'All Blogs' });
    const cards = within(allBlogs).getAllByRole('article');
    expect(cards).toHaveLength(9);
    for (const [i, article] of articles.entries()) {
      const card = within(cards[i]!);
      expect(card.getByRole('link', { name: article.title }).getAttribute('href')).toBe(
        `/blogpost/${article.slug}`,
      );
      expect(card.getByText(`${article.readMinutes} min read`)).toBeTruthy();
    }

    const community = screen.getByRole('region', { name: 'From our community' });
    expect(await within(community).findByText('Post number 0')).toBeTruthy();
    expect(within(community).getByText('Post number 5')).toBeTruthy();
    expect(within(community).queryByText('Post number 6')).toBeNull();
    // Who wrote each post, and when.
    expect(within(community).getByText('Writer 0')).toBeTruthy();
    expect(within(community).getByText('A former member')).toBeTruthy();
    const [date] = within(community).getAllByText('November 20, 2026', { exact: false });
    expect(date!.closest('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
    expect(within(community).getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe(
      '/allpost',
    );
  });

  it('invites people to write the first post when there is none', async () => {
    stubApi({ 'GET /api/blog-posts': { body: [] } });
    renderPage(BlogPage, { path: '/blogpost' });

    const invite = await screen.findByRole('link', { name: 'Write the first post' });
    expect(invite.getAttribute('href')).toBe('/createpost');
  });
});
