import 'fake-indexeddb/auto';
import { Sketchpad } from '@glossy/canvas';
import { jsonReply } from '../support/fetch-stub';
import type { LessonContent, Project } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PractisePage from '../../src/features/classroom/practise/PractisePage';
import { polyfillDialog } from '../community/harness';
import type { Reply } from '../dashboard/render';
import { renderWithApp } from '../support/app';
import { callsTo, course, courseId, exerciseLesson, stubClassroom } from './harness';
import { signedIn } from '../dashboard/render';
import { forgetDevice, queued } from '../../src/lib/offline/device-store';
import { hasQueued } from '../../src/lib/offline/outbox-flag';
import { sendQueued } from '../../src/lib/offline/send-queued';
import { HAND_IN, sendHandIn } from '../../src/features/classroom/practise/queued-hand-in';

/** Saving the board, posting and reading the list again take a while on a busy machine. */
const slow = { timeout: 5_000 };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function aProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'p1',
    lessonId: 'l3',
    lessonTitle: 'Draw a pear',
    courseId,
    courseName: course.name,
    student: { _id: 'u1', name: 'Mia Brandt', photo: null },
    drawingId: 'd1',
    title: 'Hand-in: Draw a pear',
    width: 1000,
    height: 500,
    durationMs: 60_000,
    strokes: 12,
    thumbnail: '/api/drawings/d1/thumbnail',
    picture: '/api/drawings/d1/picture',
    log: '/api/projects/p1/log',
    handedInAt: daysAgo(2),
    earlier: 0,
    critiques: 0,
    comments: 0,
    unread: 0,
    teaching: false,
    ...overrides,
  };
}

interface HandInServer {
  lesson?: LessonContent;
  /** The student's hand-ins as GET /api/projects first answers them. */
  projects?: Project[];
  /** Answers POST /api/projects; a 201 (the hand-in joins the list) unless told. */
  onHandIn?: (body: unknown, attempt: number) => Reply | undefined;
}

/** The classroom's calls, plus the drawings and hand-ins of a signed-in student. */
function stubHandIns({
  lesson = exerciseLesson({ referenceUrl: null }),
  projects = [],
  onHandIn = () => undefined,
}: HandInServer = {}) {
  const handedIn = [...projects];
  const classroom = stubClassroom({ lessons: { l3: lesson } });
  let attempts = 0;
  const answer = (method: string, url: URL, init: RequestInit): Reply | undefined => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/projects') return { body: handedIn };
    if (route === 'POST /api/drawings') return { status: 201, body: { insertedId: 'd9' } };
    if (route !== 'POST /api/projects') return undefined;
    attempts += 1;
    const body: unknown = JSON.parse(String(init.body));
    const told = onHandIn(body, attempts);
    if (told) return told;
    const id = `p${attempts + 8}`;
    handedIn.unshift(
      aProject({ _id: id, drawingId: 'd9', handedInAt: new Date().toISOString(), earlier: 1 }),
    );
    return { status: 201, body: { insertedId: id } };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = answer(init.method ?? 'GET', url, init);
    if (!reply) return classroom(input, init);
    return jsonReply(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPractise() {
  // The router's scroll restoration calls it; jsdom only reports that it has none.
  window.scrollTo = () => undefined;
  return renderWithApp(<PractisePage />, {
    path: '/learn/:courseId/:lessonId/practise',
    url: `/learn/${courseId}/l3/practise`,
    withSession: true,
  });
}

const order = (fetchMock: ReturnType<typeof stubHandIns>, method: string, path: string) =>
  fetchMock.mock.calls.findIndex(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );
const jsonBody = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;
const formBody = (call: unknown[] | undefined) => (call?.[1] as RequestInit).body as FormData;

const handInSection = async () =>
  (await screen.findByRole('heading', { name: 'Your hand-in' }, slow)).closest('section')!;

let blankBoard = false;

beforeAll(polyfillDialog);
beforeEach(() => {
  blankBoard = false;
  // jsdom has no 2D canvas: the board draws into nothing, and its picture is a stand-in PNG.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(Sketchpad.prototype, 'isEmpty', 'get').mockImplementation(() => blankBoard);
  vi.spyOn(Sketchpad.prototype, 'picture').mockResolvedValue(
    new Blob(['png'], { type: 'image/png' }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('handing in the exercise', () => {
  it('offline, keeps the hand-in on the device and sends it, once, when the network is back', async () => {
    const user = userEvent.setup();
    const server = stubHandIns();
    let online = false;
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      !online && String(input).startsWith('/api/drawings')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : server(input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPractise();
    const section = await handInSection();
    await within(section).findByText(/When your drawing is ready, hand it in/);
    await user.click(within(section).getByRole('button', { name: 'Hand in' }));

    expect(
      await within(section).findByText(/You are offline: your drawing is kept on this device/),
    ).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    const [waiting] = await queued(signedIn.email);
    expect(waiting).toMatchObject({ kind: HAND_IN, label: 'Hand-in: Draw a pear' });
    expect(hasQueued()).toBe(true);
    const triedKey = formBody(callsTo(fetchMock, 'POST', '/api/drawings')[0]).get('clientId');

    online = true;
    const report = await sendQueued(signedIn.email, { [HAND_IN]: sendHandIn });
    expect(report.sent).toHaveLength(1);
    const sent = formBody(callsTo(fetchMock, 'POST', '/api/drawings')[1]);
    expect(sent.get('clientId')).toBe(triedKey);
    expect(sent.get('title')).toBe('Hand-in: Draw a pear');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/api/projects')[0])).toEqual({
      lessonId: 'l3',
      drawingId: 'd9',
    });
    expect(await queued(signedIn.email)).toEqual([]);
    expect(hasQueued()).toBe(false);
    await forgetDevice();
  });

  it('saves the board as a drawing, hands that drawing in, then shows it handed in', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHandIns();
    renderPractise();
    const section = await handInSection();
    await within(section).findByText(/When your drawing is ready, hand it in/);
    const listCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/projects?'));
    expect(String(listCalls()[0]?.[0])).toBe(`/api/projects?courseId=${courseId}`);

    await user.click(within(section).getByRole('button', { name: 'Hand in' }));

    expect(await screen.findByText('Your drawing is handed in', {}, slow)).toBeTruthy();
    const saved = formBody(callsTo(fetchMock, 'POST', '/api/drawings')[0]);
    expect(saved.get('title')).toBe('Hand-in: Draw a pear');
    expect(saved.get('log')).toBeInstanceOf(Blob);
    expect((saved.get('picture') as Blob).type).toBe('image/png');
    const handIns = callsTo(fetchMock, 'POST', '/api/projects');
    expect(handIns).toHaveLength(1);
    expect(jsonBody(handIns[0])).toEqual({ lessonId: 'l3', drawingId: 'd9' });
    expect(order(fetchMock, 'POST', '/api/drawings')).toBeLessThan(
      order(fetchMock, 'POST', '/api/projects'),
    );

    // The list is read again, and now holds the hand-in.
    const link = await within(section).findByRole('link', { name: 'See the critique' }, slow);
    expect(link.getAttribute('href')).toBe('/dashboard/projects/p9');
    expect(listCalls().length).toBeGreaterThan(1);
    expect(within(section).getByText(/Handed in/).textContent).toBe('Handed in just now');
    expect(within(section).getByText('No critiques yet')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Hand in again' })).toBeTruthy();
  });

  it('shows the current hand-in with its critiques, and asks before replacing it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHandIns({
      projects: [
        aProject({ _id: 'p1', handedInAt: daysAgo(2), critiques: 3, unread: 1 }),
        // An older one (already replaced) does not count.
        aProject({ _id: 'p0', handedInAt: daysAgo(9), critiques: 1 }),
        aProject({ _id: 'p7', lessonId: 'l9', handedInAt: daysAgo(1) }),
      ],
    });
    renderPractise();
    const section = await handInSection();
    const link = await within(section).findByRole('link', { name: 'See the critique' }, slow);
    expect(link.getAttribute('href')).toBe('/dashboard/projects/p1');
    expect(within(section).getByText(/Handed in/).textContent).toBe('Handed in 2 days ago');
    expect(within(section).getByText('3 critiques')).toBeTruthy();
    expect(within(section).getByText('1 new')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Hand in again' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Replace your hand-in?' });
    expect(dialog.textContent).toContain('You handed this exercise in 2 days ago.');
    expect(dialog.textContent).toContain('replaces that hand-in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', '/api/drawings')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/projects')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Hand in again' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Replace your hand-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand in again' }));
    expect(
      await screen.findByText('Handed in again: it replaces your earlier hand-in', {}, slow),
    ).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/api/projects')[0])).toEqual({
      lessonId: 'l3',
      drawingId: 'd9',
    });
    await waitFor(
      () =>
        expect(
          within(section).getByRole('link', { name: 'See the critique' }).getAttribute('href'),
        ).toBe('/dashboard/projects/p9'),
      slow,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why a hand-in failed, keeps the student signed in, and saves no second copy on retry', async () => {
    const user = userEvent.setup();
    const fetchMock = stubHandIns({
      onHandIn: (_body, attempt) =>
        attempt === 1
          ? {
              status: 403,
              body: {
                error: { code: 'forbidden', message: 'You are not enrolled in this course' },
              },
            }
          : undefined,
    });
    renderPractise();
    const section = await handInSection();
    await within(section).findByText(/When your drawing is ready/);

    await user.click(within(section).getByRole('button', { name: 'Hand in' }));
    expect((await within(section).findByRole('alert', {}, slow)).textContent).toBe(
      'Your drawing is saved in My drawings, but it could not be handed in. You are not enrolled in this course',
    );
    expect(screen.getByTestId('location').textContent).toBe(`/learn/${courseId}/l3/practise`);

    await user.click(within(section).getByRole('button', { name: 'Hand in' }));
    await within(section).findByRole('link', { name: 'See the critique' }, slow);
    expect(callsTo(fetchMock, 'POST', '/api/drawings')).toHaveLength(1);
    const handIns = callsTo(fetchMock, 'POST', '/api/projects');
    expect(handIns.map(jsonBody)).toEqual([
      { lessonId: 'l3', drawingId: 'd9' },
      { lessonId: 'l3', drawingId: 'd9' },
    ]);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('asks for a drawing first when the board is blank', async () => {
    const user = userEvent.setup();
    blankBoard = true;
    const fetchMock = stubHandIns();
    renderPractise();
    const section = await handInSection();
    await within(section).findByText(/When your drawing is ready/);
    await user.click(within(section).getByRole('button', { name: 'Hand in' }));
    expect((await within(section).findByRole('alert', {}, slow)).textContent).toBe(
      'Draw the exercise on the board first, then hand it in.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/drawings')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/projects')).toHaveLength(0);
  });

  it('offers no hand-in to someone not taking the course', async () => {
    const fetchMock = stubHandIns({
      lesson: exerciseLesson({ referenceUrl: null, progress: null }),
    });
    renderPractise();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Drawing tools' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your hand-in' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/projects')).toHaveLength(0);
  });
});
