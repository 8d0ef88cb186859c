import type { ContinueItem } from '@glossy/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderDashboard, stubServer } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const item = (n: number, done: number): ContinueItem => ({
  courseId: `c0ffee00-0000-4000-8000-00000000000${n}`,
  courseName: `Course ${n}`,
  img: '/media/courses/course-01.webp',
  Level: 'Beginner',
  Instructor: 'Maya Okafor',
  percent: Math.floor((100 * done) / 4),
  completedLessons: done,
  totalLessons: 4,
  lastStudiedAt: '2026-11-29T10:00:00.000Z',
  next: {
    _id: `1e550000-0000-4000-8000-00000000000${n}`,
    title: `Lesson ${done + 1} of course ${n}`,
    kind: 'video',
    chapterTitle: 'First steps',
    durationSec: 600,
  },
});

it('opens a student’s home on Continue learning, each card one click into its next lesson', async () => {
  stubServer('student', (url) => {
    if (url.pathname === '/api/me/continue') return { body: [item(1, 2), item(2, 0)] };
    if (url.pathname === '/api/me/onboarding') {
      return { body: { level: null, interests: [], done: false, doneAt: null } };
    }
    return undefined;
  });
  renderDashboard();
  const section = await screen.findByRole('region', { name: 'Continue learning' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.indexOf('Continue learning')).toBeLessThan(headings.indexOf('Shortcuts'));
  const first = await within(section).findByRole('link', {
    name: 'Continue Course 1: Lesson 3 of course 1',
  });
  expect(first.getAttribute('href')).toBe(`/learn/${item(1, 2).courseId}/${item(1, 2).next._id}`);
  expect(within(first).getByText('2 of 4 lessons done')).toBeTruthy();
  expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  const second = within(section).getByRole('link', {
    name: 'Continue Course 2: Lesson 1 of course 2',
  });
  expect(within(second).getByText('Start')).toBeTruthy();
  // Onboarding never done: invited from the home, never opened by itself.
  const invite = await screen.findByRole('region', { name: 'Find courses that fit you' });
  expect(within(invite).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/welcome');
});

it('says what to do when nothing is under way', async () => {
  stubServer('student', (url) => {
    if (url.pathname === '/api/me/continue') return { body: [] };
    if (url.pathname === '/api/me/onboarding') {
      return { body: { level: 'Beginner', interests: [], done: true, doneAt: null } };
    }
    return undefined;
  });
  renderDashboard();
  expect(await screen.findByText(/Nothing under way yet/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find a course to start' }).getAttribute('href')).toBe(
    '/courses',
  );
  expect(
    (await screen.findByRole('link', { name: 'Change your level and interests' })).getAttribute(
      'href',
    ),
  ).toBe('/welcome');
});
