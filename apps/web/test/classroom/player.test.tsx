import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/router';
import LearnLayout from '../../src/features/classroom/LearnLayout';
import LessonPage from '../../src/features/classroom/LessonPage';
import ResumeLessonPage from '../../src/features/classroom/ResumeLessonPage';
import { aLesson, callsTo, courseId, exerciseLesson, renderPlayer, stubClassroom } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const outline = () => within(screen.getByRole('complementary', { name: 'Course content' }));

describe('The course player', () => {
  it('lists chapters and lessons with done marks, kinds, lengths and the percent done', async () => {
    stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading light' })).toBeTruthy();
    const sidebar = outline();
    expect(sidebar.getByRole('heading', { name: /Chapter 1\s*Seeing shapes/ })).toBeTruthy();
    expect(sidebar.getByRole('heading', { name: /Chapter 2\s*Drawing from life/ })).toBeTruthy();
    const progress = await sidebar.findByRole('progressbar', { name: 'Course progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('33');
    expect(sidebar.getByText('33% complete')).toBeTruthy();
    expect(sidebar.getByText(/1 of 3 lessons done/)).toBeTruthy();

    const links = sidebar.getAllByRole('link').filter((link) => link.closest('li'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/learn/${courseId}/l1`,
      `/learn/${courseId}/l2`,
      `/learn/${courseId}/l3`,
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Done: Welcome to the course.*Video.*5 min/),
      expect.stringMatching(/^Not done: Reading light.*Article.*7 min/),
      expect.stringMatching(/^Not done: Draw a pear.*Drawing exercise.*15 min/),
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // The header says it too, and leads back to the course page.
    expect(screen.getByRole('banner').textContent).toContain('33%');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Still Life Basics' }),
    ).toBeTruthy();
  });

  it('moves to the previous and next lessons, with the sidebar following', async () => {
    stubClassroom({ lessons: { l2: aLesson(), l3: exerciseLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);

    const nav = within(await screen.findByRole('navigation', { name: 'Lessons before and after' }));
    expect(nav.getByRole('link', { name: /Previous lesson\s*Welcome to the course/ })).toBeTruthy();
    await userEvent.click(nav.getByRole('link', { name: /Next lesson\s*Draw a pear/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    expect(location()).toBe(`/learn/${courseId}/l3`);
    expect(outline().getByRole('link', { current: 'page' }).textContent).toContain('Draw a pear');
    // The last lesson has no Next.
    const after = within(screen.getByRole('navigation', { name: 'Lessons before and after' }));
    expect(after.queryByRole('link', { name: /Next lesson/ })).toBeNull();
    expect(after.getByRole('link', { name: /Previous lesson\s*Reading light/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Draw a pear'));
  });

  it('opens the course at the lesson the student was last on', async () => {
    stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}`);
    await waitFor(() => expect(location()).toBe(`/learn/${courseId}/l2`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading light' })).toBeTruthy();
  });

  it('opens a course not begun at its first lesson', async () => {
    stubClassroom({
      lessons: { l1: aLesson({ _id: 'l1', title: 'Welcome to the course' }) },
      progress: { completedLessonIds: [], percent: 0, lastLessonId: null, certificateId: null },
    });
    renderPlayer(`/learn/${courseId}`);
    await waitFor(() => expect(location()).toBe(`/learn/${courseId}/l1`));
  });

  it('tells a student who does not own the course whose lesson it is, and keeps them signed in', async () => {
    const fetchMock = stubClassroom({
      lessons: {
        l2: { status: 403, body: { error: { code: 'forbidden', message: 'Enrol first' } } },
      },
      progress: { status: 403, body: { error: { code: 'forbidden', message: 'Enrol first' } } },
    });
    renderPlayer(`/learn/${courseId}/l2`);

    expect(
      await screen.findByRole('heading', { name: 'This lesson is for students of the course' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(
      `/courses/${courseId}`,
    );
    expect(location()).toBe(`/learn/${courseId}/l2`);
    expect(localStorage.getItem('access-token')).toBe('test-token');
    // Not enrolled: no done marks, the free preview is pointed out instead.
    expect(outline().queryByRole('progressbar')).toBeNull();
    expect(outline().getByText('Preview')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/lessons/l2/progress')).toHaveLength(0);
  });

  it('asks a visitor to sign in for a lesson that is not a preview', async () => {
    const fetchMock = stubClassroom({
      signedOut: true,
      lessons: {
        l2: { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } },
      },
    });
    renderPlayer(`/learn/${courseId}/l2`);

    expect(
      await screen.findByRole('heading', { name: 'This lesson is for students of the course' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(callsTo(fetchMock, 'GET', `/api/courses/${courseId}/progress`)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'My Courses' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location()).toBe('/login');
    expect(screen.getByTestId('location').dataset.from).toBe(`/learn/${courseId}/l2`);
  });

  it('says when a lesson is not part of the course any more', async () => {
    stubClassroom();
    renderPlayer(`/learn/${courseId}/gone`);
    expect(await screen.findByRole('heading', { name: 'This lesson is not here' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Go to the course’s lessons' }).getAttribute('href'),
    ).toBe(`/learn/${courseId}`);
  });

  it('folds the sidebar away on a phone and opens it as a drawer', async () => {
    stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);
    await screen.findByRole('heading', { level: 1, name: 'Reading light' });

    const toggle = screen.getByRole('button', { name: 'Open course content' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('main').closest('[inert]')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Close course content'),
    );
    await userEvent.click(outline().getByRole('link', { name: /Welcome to the course/ }));
    await waitFor(() => expect(location()).toBe(`/learn/${courseId}/l1`));
    expect(screen.getByRole('button', { name: 'Open course content' })).toBeTruthy();
  });
});

describe('Player routes', () => {
  async function screenAt(path: string) {
    const matches = matchRoutes(routes, path) ?? [];
    const loaded = await Promise.all(
      matches.map(async ({ route }: { route: RouteObject }) =>
        typeof route.lazy === 'function' ? await route.lazy() : {},
      ),
    );
    return loaded
      .map((module) => ('Component' in module ? module.Component : undefined))
      .filter(Boolean);
  }

  it('/learn/{course} resumes inside the player frame', async () => {
    expect(await screenAt(`/learn/${courseId}`)).toEqual([LearnLayout, ResumeLessonPage]);
  });

  it('/learn/{course}/{lesson} opens the lesson inside the player frame', async () => {
    expect(await screenAt(`/learn/${courseId}/l2`)).toEqual([LearnLayout, LessonPage]);
  });

  it('leaves /learn/{course}/{lesson}/practise to the sketchpad, outside the player frame', () => {
    const matches = matchRoutes(routes, `/learn/${courseId}/l3/practise`) ?? [];
    expect(matches.at(-1)?.route.path).toBe('learn/:courseId/:lessonId/practise');
  });
});
