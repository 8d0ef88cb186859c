import type { ArticleBlock } from '@glossy/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleView } from '../../src/components/ui/ArticleView';

afterEach(cleanup);

const renderArticle = (blocks: ArticleBlock[], headingLevel?: 2 | 3 | 4) =>
  render(
    <MemoryRouter>
      <ArticleView blocks={blocks} headingLevel={headingLevel} />
    </MemoryRouter>,
  );

describe('ArticleView', () => {
  it('renders headings, paragraphs, lists and pictures as elements', () => {
    const { container } = renderArticle(
      [
        { type: 'heading', text: 'Wet on wet' },
        { type: 'paragraph', spans: [{ text: 'Load the brush, ' }, { text: 'then wait.' }] },
        { type: 'list', ordered: true, items: [[{ text: 'Wet' }], [{ text: 'Drop ink' }]] },
        { type: 'list', ordered: false, items: [[{ text: 'Sumi ink' }]] },
        { type: 'image', src: '/uploads/wash.webp', alt: 'A grey wash drying' },
      ],
      4,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Wet on wet' })).toBeTruthy();
    expect(screen.getByText('Load the brush, then wait.').tagName).toBe('P');
    const [ordered, unordered] = screen.getAllByRole('list');
    expect(ordered!.tagName).toBe('OL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wet', 'Drop ink']);
    expect(unordered!.tagName).toBe('UL');
    const picture = screen.getByRole('img', { name: 'A grey wash drying' });
    expect(picture.getAttribute('src')).toBe('/uploads/wash.webp');
    expect(container.querySelectorAll('h3')).toHaveLength(0);
  });

  it('opens outside links in a new tab with noopener noreferrer nofollow, and keeps site links', () => {
    renderArticle([
      {
        type: 'paragraph',
        spans: [
          { text: 'See ' },
          { text: 'the museum', href: 'https://museum.example/ink' },
          { text: ' or ' },
          { text: 'our brushes', href: '/canvas' },
        ],
      },
    ]);
    const outside = screen.getByRole('link', { name: /the museum/ });
    expect(outside.getAttribute('href')).toBe('https://museum.example/ink');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(outside.getAttribute('target')).toBe('_blank');
    const inside = screen.getByRole('link', { name: 'our brushes' });
    expect(inside.getAttribute('href')).toBe('/canvas');
    expect(inside.getAttribute('target')).toBeNull();
  });

  it('never runs or links script: markup stays text, bad links are plain text', () => {
    const { container } = renderArticle([
      { type: 'heading', text: '<img src=x onerror=alert(1)>' },
      {
        type: 'paragraph',
        spans: [
          { text: '<script>alert(1)</script>' },
          { text: 'click me', href: 'javascript:alert(1)' },
          { text: ' and ', href: '//evil.example/x' },
          { text: 'data', href: 'data:text/html,<script>alert(1)</script>' },
        ],
      },
      { type: 'image', src: 'https://elsewhere.example/hot.png', alt: 'Hot-linked' },
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/<script>alert\(1\)<\/script>click me and data/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(screen.getByText('[Picture: Hot-linked]')).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/href="(javascript|data):/);
  });
});
