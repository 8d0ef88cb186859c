import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aLesson,
  callsTo,
  courseId,
  exerciseLesson,
  renderPlayer,
  stubClassroom,
  videoLesson,
} from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const outline = () => within(screen.getByRole('complementary', { name: 'Course content' }));

describe('Lesson kinds', () => {
  it('shows an article as text, with its place in the course', async () => {
    stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading light' })).toBeTruthy();
    expect(screen.getByText('Chapter 1 · Lesson 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Where the light falls' })).toBeTruthy();
    expect(screen.getByText('Squint to see the big shapes of light and shadow.')).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Reading light | Still Life Basics | Glossy Drawer'),
    );
  });

  it('shows a video lesson in the player, with captions when it has them', async () => {
    stubClassroom({ lessons: { l1: videoLesson() } });
    renderPlayer(`/learn/${courseId}/l1`);

    const player = await screen.findByRole('group', {
      name: 'Video player: Welcome to the course',
    });
    const video = player.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/uploads/welcome.mp4');
    expect(video.hasAttribute('controls')).toBe(false);
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('srclang')).toBe('en');
    expect(track.hasAttribute('default')).toBe(true);
    expect(track.getAttribute('src')).toBe('/uploads/welcome.vtt');
    const controls = within(player);
    expect(controls.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(controls.getByRole('slider', { name: 'Seek' })).toBeTruthy();
    expect(controls.getByRole('combobox', { name: 'Playback speed' })).toBeTruthy();
    expect(controls.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(controls.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('offers no captions button for a video without captions', async () => {
    stubClassroom({ lessons: { l1: videoLesson({ captionsUrl: null }) } });
    renderPlayer(`/learn/${courseId}/l1`);
    const player = await screen.findByRole('group', { name: /^Video player/ });
    expect(player.querySelector('track')).toBeNull();
    expect(within(player).queryByRole('button', { name: 'Captions' })).toBeNull();
  });

  it('shows an exercise: prompt, reference, the way to the sketchpad and the demo', async () => {
    const demo = {
      format: 'glossy-drawer/stroke-log',
      version: 1,
      width: 400,
      height: 300,
      ops: [],
    };
    stubClassroom({ lessons: { l3: exerciseLesson({ demo: demo as never }) } });
    renderPlayer(`/learn/${courseId}/l3`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    expect(
      screen.getByText('Draw the pear in three values: light, half-tone and shadow.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Reference picture for “Draw a pear”' }).getAttribute('src'),
    ).toBe('/media/lessons/still-life.webp');
    expect(
      screen.getByRole('link', { name: 'Practise on the sketchpad' }).getAttribute('href'),
    ).toBe(`/learn/${courseId}/l3/practise`);
    expect(screen.getByText(/The instructor’s demo, stroke by stroke/)).toBeTruthy();
    // The hand-in finishes an exercise: there is nothing to mark by hand.
    expect(screen.getByText(/^Hand in a drawing from the sketchpad/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull();
  });

  it('puts the lesson discussion under the lesson', async () => {
    stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);
    expect(await screen.findByRole('heading', { name: 'Questions & answers' })).toBeTruthy();
  });
});

describe('Marking lessons done', () => {
  it('marks an article as read, and the sidebar and percent follow', async () => {
    const fetchMock = stubClassroom({ lessons: { l2: aLesson() } });
    renderPlayer(`/learn/${courseId}/l2`);

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await screen.findByRole('button', { name: 'Mark as not done' });
    const posts = callsTo(fetchMock, 'POST', '/api/lessons/l2/progress');
    // Opening it starts the server's reading time; the mark is judged against it.
    expect(posts.map(([, init]) => bodyOf(init))).toEqual([
      { positionSec: 0 },
      { completed: true },
    ]);
    expect(new Headers(posts[0]![1]!.headers).get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByText('Read')).toBeTruthy();
    expect(outline().getByRole('link', { current: 'page' }).textContent).toMatch(/^Done: /);
    expect(
      outline().getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow'),
    ).toBe('66');
    expect(outline().getByText(/2 of 3 lessons done/)).toBeTruthy();
  });

  it('undoes it with Mark as not done', async () => {
    const fetchMock = stubClassroom({
      lessons: { l2: aLesson({ progress: { completed: true, positionSec: 0 } }) },
      progress: {
        completedLessonIds: ['l1', 'l2'],
        percent: 66,
        lastLessonId: 'l2',
        certificateId: null,
      },
      onProgress: () => ({ completed: false, percent: 33, certificateId: null }),
    });
    renderPlayer(`/learn/${courseId}/l2`);

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as not done' }));
    await screen.findByRole('button', { name: 'Mark as read' });
    expect(
      callsTo(fetchMock, 'POST', '/api/lessons/l2/progress').map(([, init]) => bodyOf(init)),
    ).toEqual([{ completed: false }]);
    expect(outline().getByRole('link', { current: 'page' }).textContent).toMatch(/^Not done: /);
  });

  it('celebrates the last lesson with the way to the certificate', async () => {
    stubClassroom({
      lessons: { l2: aLesson() },
      progress: {
        completedLessonIds: ['l1', 'l3'],
        percent: 66,
        lastLessonId: 'l3',
        certificateId: null,
      },
      onProgress: (_id, body) =>
        body.completed
          ? { completed: true, percent: 100, certificateId: 'cert-9' }
          : { completed: false, percent: 66, certificateId: null },
    });
    renderPlayer(`/learn/${courseId}/l2`);

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('heading', { name: 'You finished the course!' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'View your certificate' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/certificates/cert-9',
      '/certificates/cert-9',
    ]);
    expect(await screen.findByText('Course complete! Your certificate is ready.')).toBeTruthy();
  });

  it('does not celebrate a course that was already finished when opened', async () => {
    stubClassroom({
      lessons: { l2: aLesson({ progress: { completed: true, positionSec: 0 } }) },
      progress: {
        completedLessonIds: ['l1', 'l2', 'l3'],
        percent: 100,
        lastLessonId: 'l2',
        certificateId: 'cert-9',
      },
    });
    renderPlayer(`/learn/${courseId}/l2`);
    expect(await outline().findByRole('link', { name: 'View your certificate' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You finished the course!' })).toBeNull();
  });

  it('offers no marking to someone without progress here (a preview, the instructor)', async () => {
    stubClassroom({
      lessons: { l1: videoLesson({ progress: null }) },
      progress: { status: 403, body: { error: { code: 'forbidden', message: 'Not enrolled' } } },
    });
    renderPlayer(`/learn/${courseId}/l1`);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the course' });
    expect(screen.getByText('Free preview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull();
  });
});
