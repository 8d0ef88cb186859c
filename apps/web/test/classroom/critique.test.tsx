import { Timeline, type PixelOp, type StrokeLog } from '@glossy/canvas';
import type { Project } from '@glossy/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CritiquePage from '../../src/features/classroom/projects/CritiquePage';
import { useHandInBadge } from '../../src/features/classroom/projects/critique-queries';
import ProjectsPage from '../../src/features/classroom/projects/ProjectsPage';
import { callsTo } from '../dashboard/render';
import { replayLog } from '../drawing/replay-fixture';
import { LocationProbe, renderRoutes } from '../support/app';
import { stubCanvas } from '../support/canvas';
import {
  aProject,
  projectId,
  stubCritiqueServer,
  teacher,
  type CritiqueServer,
} from './critique-fixtures';

const marks = replayLog.ops.filter((op): op is PixelOp => !op.t.startsWith('layer.'));
const total = new Timeline(marks).total;
const commentsPath = `/api/projects/${projectId}/comments`;

function HandInBadge() {
  return <output aria-label="Hand-ins badge">{useHandInBadge()}</output>;
}

function renderAt(url: string, server: CritiqueServer = {}) {
  const fetchMock = stubCritiqueServer(server);
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <HandInBadge />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/dashboard/projects', element: <ProjectsPage /> },
          { path: '/dashboard/projects/:id', element: <CritiquePage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { url, withSession: true },
  );
  return { ...view, fetchMock };
}

const renderCritique = (server: CritiqueServer = {}) =>
  renderAt(`/dashboard/projects/${projectId}`, server);

/** The replay is open: its controls come alive and the pins take their places. */
async function ready() {
  const play = await screen.findByRole('button', { name: 'Replay' }, { timeout: 5000 });
  await waitFor(() => expect(play).toHaveProperty('disabled', false));
  return screen.getByRole('slider', { name: 'Replay time' }) as HTMLInputElement;
}

const postedBodies = (fetchMock: ReturnType<typeof stubCritiqueServer>) =>
  callsTo(fetchMock, 'POST', commentsPath).map(
    ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
  );

/** The board's layers report the drawing's box on screen: 600 × 300 px at (100, 50). */
function placeOnScreen(element: Element) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 600,
    height: 300,
    right: 700,
    bottom: 350,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
}

beforeEach(() => {
  window.scrollTo = () => undefined;
  // The overlay clears where the replay's painter would lay its paper.
  Object.assign(stubCanvas(), { clearRect() {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('critique page: the replay with its pins', () => {
  it('puts each pin on the scrubber at its moment, in time order', async () => {
    renderCritique();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour at dusk' })).toBeTruthy();
    await ready();
    const track = await screen.findByRole('list', { name: 'Pins on the timeline' });
    const markers = within(track).getAllByRole('listitem');
    expect(markers.map((m) => within(m).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Jump to 0:06: Lovely first stroke.',
      'Jump to 0:20: The roof line tilts to the…',
    ]);
    expect(markers.map((m) => Number(m.style.getPropertyValue('--at')))).toEqual([
      6_000 / total,
      20_000 / total,
    ]);
    // The second is further along than the first, and both lie on the scrubber.
    expect(0 < 6_000 / total && 20_000 / total < 1).toBe(true);
  });

  it('jumps to a pin: the replay seeks there and shows its text, spot and correction', async () => {
    const user = userEvent.setup();
    renderCritique();
    const slider = await ready();

    await user.click(
      await screen.findByRole('button', { name: 'Jump to 0:20: The roof line tilts to the…' }),
    );
    expect(slider.value).toBe('20000');
    const { step } = new Timeline(marks).positionAt(20_000);
    expect(slider.getAttribute('aria-valuetext')).toBe(`0:20 of 0:37, step ${step} of 5`);
    const replay = screen.getByRole('region', { name: 'Replay' });
    expect(
      within(replay).getByText('The roof line tilts to the left here, so the whole harbour leans'),
    ).toBeTruthy();
    // Its spot: (60, 30) of a 300 × 150 drawing.
    const spot = within(replay).getByRole('img', { name: 'Pin at 0:20' });
    expect(spot.style.left).toBe('20%');
    expect(spot.style.top).toBe('20%');
    // The thread marks the pin being looked at.
    const article = screen.getByRole('article', { name: 'Critique by Maya Okafor at 0:20' });
    expect(article.getAttribute('aria-current')).toBe('true');
    // Its correction is drawn over the board, and can be replayed.
    expect(screen.getByTestId('correction-overlay').tagName).toBe('CANVAS');
    const again = screen.getByRole('button', { name: 'Replay the correction' });
    await waitFor(() => expect(again).toHaveProperty('disabled', false));
    await user.click(again);

    // The other pin, from the thread: no correction there.
    await user.click(screen.getByRole('button', { name: 'Show 0:06 on the replay' }));
    expect(slider.value).toBe('6000');
    expect(within(replay).getByText('Lovely first stroke.')).toBeTruthy();
    expect(screen.queryByTestId('correction-overlay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replay the correction' })).toBeNull();
  });

  it('lists the pins in time order with the replies under theirs', async () => {
    renderCritique();
    const thread = await screen.findByRole('list', { name: 'Pins in the replay’s order' });
    const articles = within(thread).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Critique by Maya Okafor at 0:06',
      'Critique by Maya Okafor at 0:20',
    ]);
    const replies = within(articles[1]!).getByRole('list', { name: '1 reply' });
    expect(within(replies).getByText('Should I redraw it?')).toBeTruthy();
    expect(within(articles[0]!).queryByRole('list')).toBeNull();
  });
});

describe('critique page: the instructor adds a critique', () => {
  it('pauses, takes the spot clicked on the board, and posts the moment, spot and text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCritique();
    const slider = await ready();
    fireEvent.change(slider, { target: { value: '12500' } });

    await user.click(screen.getByRole('button', { name: 'Add a critique here' }));
    const form = screen.getByRole('form', { name: 'New critique' });
    expect(within(form).getByText('0:12')).toBeTruthy();
    // Without text or spot, nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Post critique' }));
    expect(within(form).getByText('Write the comment first')).toBeTruthy();
    expect(
      within(form).getByText('Click the drawing where the pin goes, or use its centre'),
    ).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([]);

    // A click at (250, 125) on a board shown 600 px wide at (100, 50): the drawing's (75, 37.5).
    const picker = screen.getByTestId('spot-picker');
    placeOnScreen(picker);
    fireEvent.click(picker, { clientX: 250, clientY: 125 });
    expect(within(form).getByText(/Pinned at 75, 38 on the drawing/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The new pin' }).style.left).toBe('25%');

    await user.type(within(form).getByLabelText('Your critique'), 'Keep the mast upright.');
    await user.click(within(form).getByRole('button', { name: 'Post critique' }));

    await waitFor(() =>
      expect(postedBodies(fetchMock)).toEqual([
        { text: 'Keep the mast upright.', atMs: 12500, x: 75, y: 38 },
      ]),
    );
    expect(await screen.findByText('Your critique is posted')).toBeTruthy();
    // The thread is asked again; the new pin joins it and the scrubber at its moment.
    expect(
      await screen.findByRole('button', { name: 'Jump to 0:12: Keep the mast upright.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New critique' })).toBeNull();
  });

  it('sends the correction drawn over the board as the pin’s overlay', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCritique();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add a critique here' }));
    const form = screen.getByRole('form', { name: 'New critique' });
    await user.click(within(form).getByRole('button', { name: 'Use the centre' }));

    const draw = within(form).getByRole('button', { name: 'Draw a correction' });
    await waitFor(() => expect(draw).toHaveProperty('disabled', false));
    await user.click(draw);
    expect(draw.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(form).getByRole('radio', { name: 'Blue' }));

    const pad = screen.getByRole('img', { name: /^Correction: draw over the drawing/ });
    placeOnScreen(pad);
    const at = (x: number, y: number) => ({
      clientX: x,
      clientY: y,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
    });
    fireEvent.pointerDown(pad, at(160, 80));
    fireEvent.pointerMove(pad, at(220, 110));
    fireEvent.pointerMove(pad, at(280, 140));
    fireEvent.pointerUp(pad, at(280, 140));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Undo stroke' })).toHaveProperty(
        'disabled',
        false,
      ),
    );

    await user.type(within(form).getByLabelText('Your critique'), 'Like this.');
    await user.click(within(form).getByRole('button', { name: 'Post critique' }));
    await waitFor(() => expect(postedBodies(fetchMock)).toHaveLength(1));
    const [body] = postedBodies(fetchMock);
    expect(body).toMatchObject({ text: 'Like this.', atMs: Math.round(total), x: 150, y: 75 });
    const overlay = body!.overlay as StrokeLog;
    expect(overlay).toMatchObject({ format: 'glossy-drawer/stroke-log', width: 300, height: 150 });
    expect(overlay.ops).toHaveLength(1);
    const [stroke] = overlay.ops;
    expect(stroke).toMatchObject({ t: 'stroke', color: '#2563eb', brush: 'pen' });
    // The samples are in the drawing's units: (160, 80) on screen is (30, 15) of the drawing.
    const points = (stroke as { points: number[] }).points;
    expect(points.slice(0, 2)).toEqual([30, 15]);
    expect(points.slice(-6, -4)).toEqual([90, 45]);
  });
});

describe('critique page: the student', () => {
  it('replies under a pin with the text and the pin it answers', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCritique({ role: 'student' });
    const pin = await screen.findByRole('article', { name: 'Critique by Maya Okafor at 0:20' });
    await user.click(within(pin).getByRole('button', { name: 'Reply' }));
    await user.type(within(pin).getByLabelText('Reply to Maya Okafor'), 'Thank you!');
    await user.click(within(pin).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock)).toEqual([{ text: 'Thank you!', replyTo: 'c1' }]),
    );
    expect(await screen.findByText('Your reply is posted')).toBeTruthy();
    const replies = await within(pin).findByRole('list', { name: '2 replies' });
    expect(within(replies).getByText('Thank you!')).toBeTruthy();
  });

  // An instructor enrolled in another instructor's course is a student of their own hand-in there.
  it.each([
    ['a student', { role: 'student' }],
    [
      'an instructor, on a hand-in of their own',
      { role: 'instructor', project: aProject({ teaching: false, student: teacher }) },
    ],
  ] satisfies [string, CritiqueServer][])(
    'pins a question to a moment, without a correction: %s',
    async (_, server) => {
      const user = userEvent.setup();
      const { fetchMock } = renderCritique(server);
      const slider = await ready();
      expect(screen.queryByRole('button', { name: 'Add a critique here' })).toBeNull();
      fireEvent.change(slider, { target: { value: '3000' } });
      await user.click(screen.getByRole('button', { name: 'Ask about this moment' }));
      const form = screen.getByRole('form', { name: 'New question' });
      expect(within(form).queryByRole('button', { name: 'Draw a correction' })).toBeNull();
      await user.click(within(form).getByRole('button', { name: 'Use the centre' }));
      await user.type(within(form).getByLabelText('Your question'), 'Is this line too dark?');
      await user.click(within(form).getByRole('button', { name: 'Post question' }));
      await waitFor(() =>
        expect(postedBodies(fetchMock)).toEqual([
          { text: 'Is this line too dark?', atMs: 3000, x: 150, y: 75 },
        ]),
      );
      // It joins the thread as a question, not a critique.
      expect(await screen.findByRole('article', { name: /^Question by .+ at 0:03$/ })).toBeTruthy();
    },
  );

  it('says when the hand-in is someone else’s, and stays signed in', async () => {
    renderCritique({
      role: 'student',
      projectReply: { status: 403, body: { error: { code: 'forbidden', message: 'Not yours' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not your hand-in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All hand-ins' }).getAttribute('href')).toBe(
      '/dashboard/projects',
    );
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/projects/${projectId}`);
  });
});

describe('hand-ins list', () => {
  const older = '2026-03-01T10:00:00.000Z';
  const newer = '2026-03-05T10:00:00.000Z';
  const list: Project[] = [
    aProject({ _id: 'p1', title: 'Critiqued, newer', critiques: 1, handedInAt: newer }),
    aProject({ _id: 'p2', title: 'Waiting, older', critiques: 0, handedInAt: older }),
    aProject({
      _id: 'p3',
      title: 'Waiting, newer',
      critiques: 0,
      handedInAt: newer,
      courseId: 'course-2',
      courseName: 'Watercolour Skies',
      student: { _id: 'u9', name: 'Grace Hopper', photo: null },
    }),
    aProject({ _id: 'p4', title: 'Critiqued, older', critiques: 3, handedInAt: older }),
  ];

  /** The list above, as an instructor sees it. */
  const inTeacherOrder = [
    'Waiting, newer',
    'Waiting, older',
    'Critiqued, newer',
    'Critiqued, older',
  ];

  /** A hand-in of the instructor's own, in another instructor's course. */
  const ownHandIn = (overrides: Partial<Project>) =>
    aProject({
      teaching: false,
      courseId: 'course-9',
      courseName: 'Ink Washes',
      student: teacher,
      ...overrides,
    });

  const titles = () =>
    within(screen.getByRole('list', { name: 'Hand-ins' }))
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);

  it('shows an instructor the hand-ins waiting for a critique first, newest first in each', async () => {
    renderAt('/dashboard/projects', { list });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand-ins' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Hand-ins' });
    expect(titles()).toEqual(inTeacherOrder);
    const [first, , third, fourth] = within(screen.getByRole('list', { name: 'Hand-ins' }))
      .getAllByRole('article')
      .map((card) => within(card));
    expect(first!.getByText('Not critiqued yet')).toBeTruthy();
    expect(first!.getByText('Grace Hopper')).toBeTruthy();
    expect(first!.getByText('Draw a pear')).toBeTruthy();
    expect(third!.getByText('1 critique')).toBeTruthy();
    expect(fourth!.getByText('3 critiques')).toBeTruthy();
    expect(first!.getByRole('link', { name: 'Waiting, newer' }).getAttribute('href')).toBe(
      '/dashboard/projects/p3',
    );
    expect(screen.getByText('2 hand-ins are waiting for your critique.')).toBeTruthy();
    // The menu's count: the two waiting.
    expect(screen.getByRole('status', { name: 'Hand-ins badge' }).textContent).toBe('2');
  });

  it('narrows the list to one course, asking the server for that course', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/dashboard/projects', { list });
    const course = await screen.findByRole('combobox', { name: 'Course' });
    expect([...(course as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All your courses',
      'Still Life Basics',
      'Watercolour Skies',
    ]);
    await user.selectOptions(course, 'Watercolour Skies');
    await waitFor(() => expect(titles()).toEqual(['Waiting, newer']));
    const asked = callsTo(fetchMock, 'GET', '/api/projects').map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('courseId'),
    );
    expect(asked).toContain('course-2');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/projects?course=course-2');
  });

  it('shows a student their hand-ins with what is new in each', async () => {
    renderAt('/dashboard/projects', {
      role: 'student',
      list: [
        aProject({ _id: 'p1', title: 'Older', handedInAt: older, unread: 0, teaching: false }),
        aProject({
          _id: 'p2',
          title: 'Newer',
          handedInAt: newer,
          unread: 2,
          critiques: 1,
          teaching: false,
        }),
      ],
    });
    await screen.findByRole('list', { name: 'Hand-ins' });
    expect(titles()).toEqual(['Newer', 'Older']);
    const [newest] = within(screen.getByRole('list', { name: 'Hand-ins' }))
      .getAllByRole('article')
      .map((card) => within(card));
    expect(newest!.getByText('2 new comments to read')).toBeTruthy();
    // A student's list names no student and has no course filter.
    expect(newest!.queryByText('Ada Lovelace')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Course' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Hand-ins badge' }).textContent).toBe('2');
  });

  it('shows an instructor their own hand-ins apart, below the ones they critique', async () => {
    renderAt('/dashboard/projects', {
      list: [
        ...list,
        ownHandIn({ _id: 'o1', title: 'My own, older', handedInAt: older, critiques: 0 }),
        ownHandIn({
          _id: 'o2',
          title: 'My own, newer',
          handedInAt: newer,
          critiques: 1,
          unread: 1,
        }),
      ],
    });
    await screen.findByRole('list', { name: 'Hand-ins' });
    // The hand-ins they critique, as before: theirs are not among them, nor their course in the filter.
    expect(titles()).toEqual(inTeacherOrder);
    expect(screen.getByText('2 hand-ins are waiting for your critique.')).toBeTruthy();
    const course = screen.getByRole('combobox', { name: 'Course' }) as HTMLSelectElement;
    expect([...course.options].map((o) => o.textContent)).not.toContain('Ink Washes');

    // Their own, under a heading of their own, newest first, with what is new.
    expect(screen.getByRole('heading', { level: 2, name: 'Your own hand-ins' })).toBeTruthy();
    const own = within(screen.getByRole('list', { name: 'Your own hand-ins' }));
    expect(own.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'My own, newer',
      'My own, older',
    ]);
    expect(own.getByText('1 new comment to read')).toBeTruthy();
    expect(own.getByRole('link', { name: 'My own, newer' }).getAttribute('href')).toBe(
      '/dashboard/projects/o2',
    );
    // A student's card: it does not name its student.
    expect(own.queryByText('Maya Okafor')).toBeNull();
    // The menu's count: two waiting for their critique, one comment for them to read.
    expect(screen.getByRole('status', { name: 'Hand-ins badge' }).textContent).toBe('3');
  });

  it('has no section of their own for an instructor without hand-ins', async () => {
    renderAt('/dashboard/projects', { list });
    await screen.findByRole('list', { name: 'Hand-ins' });
    expect(screen.queryByRole('heading', { name: 'Your own hand-ins' })).toBeNull();
  });

  it('says what a list without hand-ins means', async () => {
    renderAt('/dashboard/projects', { role: 'student', list: [] });
    expect(await screen.findByText(/You have not handed in a drawing yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Courses' }).getAttribute('href')).toBe(
      '/dashboard/mycourses',
    );
    cleanup();
    renderAt('/dashboard/projects', { role: 'instructor', list: [] });
    expect(await screen.findByText(/No student has handed in a drawing yet/)).toBeTruthy();
  });
});
