import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstructorsPage from '../../src/features/catalog/InstructorsPage';
import { renderWithApp, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Our Instructors', () => {
  it('shows each instructor with course, email link and student count', async () => {
    stubFetch((method, url) => {
      if (url.pathname === '/api/instructors')
        return {
          body: [
            {
              id: 1,
              img: '/media/instructors/instructor-01.webp',
              name: 'Maya Okafor',
              course: 'Foundations of Drawing',
              email: 'maya.okafor@glossydrawer.local',
              student: 1840,
            },
          ],
        };
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    });
    renderWithApp(<InstructorsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Instructors');
    expect(await screen.findByRole('heading', { name: 'Maya Okafor' })).toBeTruthy();
    expect(screen.getByText('Foundations of Drawing')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'maya.okafor@glossydrawer.local' }).getAttribute('href'),
    ).toBe('mailto:maya.okafor@glossydrawer.local');
    expect(screen.getByText('1,840 students')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Maya Okafor' })).toBeTruthy();
  });
});
