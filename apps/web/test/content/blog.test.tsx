import type { BlogTopic } from '@glossy/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPage from '../../src/features/content/BlogPage';
import { renderPage, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const topics: BlogTopic[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  title: `Topic ${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  image: `/media/blog/topic-0${i + 1}.webp`,
  readMinutes: i + 3,
}));

describe('Blog page', () => {
  it('shows the hero, the nine topics and the newest community posts', async () => {
    stubApi({
      'GET /api/blog-topics': { body: topics },
      'GET /api/blog-posts': {
        body: Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, text: `Post number ${i}` })),
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
    expect(await within(allBlogs).findAllByRole('article')).toHaveLength(9);
    expect(within(allBlogs).getByText('11 min read')).toBeTruthy();

    const community = screen.getByRole('region', { name: 'From our community' });
    expect(await within(community).findByText('Post number 0')).toBeTruthy();
    expect(within(community).getByText('Post number 5')).toBeTruthy();
    expect(within(community).queryByText('Post number 6')).toBeNull();
  });

  it('invites people to write the first post when there is none', async () => {
    stubApi({ 'GET /api/blog-topics': { body: topics }, 'GET /api/blog-posts': { body: [] } });
    renderPage(BlogPage, { path: '/blogpost' });

    const invite = await screen.findByRole('link', { name: 'Write the first post' });
    expect(invite.getAttribute('href')).toBe('/createpost');
  });
});
