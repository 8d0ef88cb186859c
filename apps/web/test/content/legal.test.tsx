import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPage from '../../src/features/content/PrivacyPage';
import TermsPage from '../../src/features/content/TermsPage';
import { renderPage } from './render';

afterEach(cleanup);

describe.each([
  ['Terms of Service', TermsPage, '/terms'],
  ['Privacy Policy', PrivacyPage, '/privacy'],
] as const)('%s page', (title, Page, path) => {
  it('has a dated title and a table of contents that reaches every section', () => {
    renderPage(Page, { path });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated: 22 November 2026');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) {
      const target = document.getElementById(entry.getAttribute('href')?.slice(1) ?? '');
      expect(target?.querySelector('h2')?.textContent).toContain(entry.textContent);
    }
  });
});

describe('Privacy Policy', () => {
  it('names every key the site keeps in the browser', () => {
    renderPage(PrivacyPage, { path: '/privacy' });
    const storage = screen.getByRole('table', { name: /browser storage/ });
    for (const key of ['access-token', 'theme', 'glossy-drawer-canvas']) {
      expect(within(storage).getByText(key)).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]?.getAttribute('href')).toBe(
      '/contact',
    );
  });
});
