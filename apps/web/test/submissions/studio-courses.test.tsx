import type { Submission, SubmissionDetail } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import InstructorCoursesPage from '../../src/features/submissions/InstructorCoursesPage';
import StudioPage from '../../src/features/submissions/StudioPage';
import { polyfillDialog } from '../community/harness';
import {
  callsTo,
  renderDashboard,
  renderInDashboard,
  signedIn,
  stubServer,
} from '../dashboard/render';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const submission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 'b0000000-0000-4000-8000-000000000001',
  image: '/media/courses/course-03.webp',
  courseName: 'Ink Washes for Beginners',
  sellerName: signedIn.name,
  postedBy: signedIn.email,
  videoUrl: null,
  price: 39,
  rating: 8,
  description: 'Layered ink washes.',
  Level: 'Beginner',
  status: 'pending',
  feedback: '',
  feedbackAt: null,
  reviewedAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  courseId: null,
  students: 0,
  revenue: 0,
  chapters: 1,
  lessons: 2,
  ...overrides,
});

const ink = submission();
const skies = submission({
  _id: 'b0000000-0000-4000-8000-000000000002',
  courseName: 'Watercolour Skies',
  price: 29.99,
  status: 'denied',
  feedback: 'Add a chapter on clouds, please.',
});

const detail = (overrides: Partial<Submission> = {}): SubmissionDetail => ({
  ...submission(overrides),
  checklist: {
    ready: true,
    items: [
      { key: 'cover', label: 'A cover picture', done: true, missing: [] },
      { key: 'description', label: 'A description', done: true, missing: [] },
      { key: 'chapters', label: 'At least one chapter with lessons', done: true, missing: [] },
      { key: 'videoLengths', label: 'Every video with its length', done: true, missing: [] },
      { key: 'exerciseDemos', label: 'Every exercise with a demo', done: true, missing: [] },
    ],
  },
  history: [{ action: 'submitted', by: signedIn.name, at: '2026-01-02T10:00:00.000Z', note: null }],
  curriculum: [
    {
      _id: 'c1',
      title: 'Getting started',
      position: 0,
      lessons: [
        {
          _id: 'l1',
          chapterId: 'c1',
          position: 0,
          title: 'Tools',
          kind: 'article',
          durationSec: 240,
          preview: true,
          videoUrl: null,
          captionsUrl: null,
          article: [{ type: 'paragraph', spans: [{ text: 'A brush.' }] }],
          prompt: null,
          referenceUrl: null,
          demo: null,
          drill: null,
        },
        {
          _id: 'l2',
          chapterId: 'c1',
          position: 1,
          title: 'First wash',
          kind: 'exercise',
          durationSec: 600,
          preview: false,
          videoUrl: null,
          captionsUrl: null,
          article: null,
          prompt: 'Paint a flat wash.',
          referenceUrl: null,
          demo: null,
          drill: null,
        },
      ],
    },
  ],
});

describe('Instructor Added Class', () => {
  it('lists the instructor’s courses with the spec’s headers, status and feedback', async () => {
    stubServer('instructor', (url) =>
      url.pathname === '/api/newcourses'
        ? { body: [ink, skies], headers: { 'X-Total-Count': '2' } }
        : undefined,
    );
    renderInDashboard(
      [{ path: 'insaddcourses', element: <InstructorCoursesPage /> }],
      '/dashboard/insaddcourses',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Instructor Added Class',
    );
    await screen.findByRole('rowheader', { name: /Ink Washes/ });
    const table = screen.getByRole('table', { name: 'Your submitted courses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Image',
      'Course Name',
      'Instructor Name',
      'Email',
      'Rating',
      'Price',
      'Status',
      'Feedback',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', '', signedIn.name, signedIn.email, '8/10', '$39', 'Pending', '—No feedback yet'],
      [
        '2',
        '',
        signedIn.name,
        signedIn.email,
        '8/10',
        '$29.99',
        'Denied',
        'Add a chapter on clouds, please.',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Watercolour Skies' }).getAttribute('href')).toBe(
      `/dashboard/studio/${skies._id}`,
    );
    expect(screen.getByRole('link', { name: '← Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('filters by status through the URL', async () => {
    const fetchMock = stubServer('instructor', (url) =>
      url.pathname === '/api/newcourses'
        ? { body: url.searchParams.get('status') === 'denied' ? [skies] : [ink, skies] }
        : undefined,
    );
    renderInDashboard(
      [{ path: 'insaddcourses', element: <InstructorCoursesPage /> }],
      '/dashboard/insaddcourses',
    );
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: /Ink Washes/ });
    await user.click(screen.getByRole('button', { name: 'Denied' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ink Washes/ })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe(
      '/dashboard/insaddcourses?status=denied',
    );
    const statuses = callsTo(fetchMock, 'GET', '/api/newcourses').map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('status'),
    );
    expect(statuses).toEqual([null, 'denied']);
  });

  it('invites a first course when there is none', async () => {
    stubServer('instructor', (url) =>
      url.pathname === '/api/newcourses'
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : undefined,
    );
    renderInDashboard(
      [{ path: 'insaddcourses', element: <InstructorCoursesPage /> }],
      '/dashboard/insaddcourses',
    );
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
  });
});

describe('The studio', () => {
  const renderStudio = (course: SubmissionDetail) => {
    const fetchMock = stubServer('instructor', (url, init) => {
      if (url.pathname === `/api/newcourses/${course._id}` && (init.method ?? 'GET') === 'GET') {
        return { body: course };
      }
      if (url.pathname === '/api/lessons/l2' && init.method === 'PATCH') {
        // The server moves the lesson: what is read back afterwards has the new order.
        const chapter = course.curriculum[0]!;
        chapter.lessons = [chapter.lessons[1]!, chapter.lessons[0]!];
        return { body: { modifiedCount: 1 } };
      }
      if (url.pathname === `/api/newcourses/${course._id}` && init.method === 'PATCH') {
        return { body: { modifiedCount: 1 } };
      }
      if (url.pathname === `/api/newcourses/${course._id}/submit` && init.method === 'POST') {
        return { body: { modifiedCount: 1, status: 'pending' } };
      }
      return undefined;
    });
    renderInDashboard(
      [{ path: 'studio/:id', element: <StudioPage /> }],
      `/dashboard/studio/${course._id}`,
    );
    return fetchMock;
  };

  it('builds a pending course: every item can be moved and deleted; a move is sent as a position', async () => {
    const fetchMock = renderStudio(detail());
    const user = userEvent.setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ink.courseName);
    expect(screen.getByRole('button', { name: 'Delete chapter “Getting started”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete “Tools”' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Move “Tools” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move “First wash” up' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/lessons/l2')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/lessons/l2')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ position: 0 });
    const lessons = screen.getByRole('list', { name: 'Lessons of “Getting started”' });
    await waitFor(() =>
      expect(
        within(lessons)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.includes('First wash')),
      ).toEqual([true, false]),
    );
    expect(
      (screen.getByRole('button', { name: 'Move “First wash” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('keeps a live course’s items: no delete buttons, locked details, a link to the catalog', async () => {
    renderStudio(
      detail({
        status: 'approved',
        courseId: 'c0ffee00-0000-4000-8000-000000000001',
        students: 12,
        revenue: 468,
      }),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ink.courseName);
    expect(screen.queryAllByRole('button', { name: /^Delete/ })).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add lesson to “Getting started”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View it in the catalog' }).getAttribute('href')).toBe(
      '/detail/c0ffee00-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('$468.00')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Course details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Course name').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('shows a denied course’s feedback beside its checklist, and submits it for review again', async () => {
    const fetchMock = renderStudio(
      detail({ status: 'denied', feedback: 'Add a chapter on clouds, please.' }),
    );
    const user = userEvent.setup();
    expect((await screen.findAllByText('Add a chapter on clouds, please.')).length).toBeGreaterThan(
      0,
    );
    const checklist = screen.getByRole('region', { name: 'Ready for review?' });
    expect(within(checklist).getByText('5 of 5 done')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Sent again for review')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/newcourses/${ink._id}/submit`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'PATCH', `/api/newcourses/${ink._id}`)).toEqual([]);
  });

  it('keeps Submit for review off while a draft’s checklist names what is missing', async () => {
    const course = detail({ status: 'draft' });
    course.checklist = {
      ready: false,
      items: course.checklist.items.map((item) =>
        item.key === 'videoLengths'
          ? { ...item, done: false, missing: ['Video “Tools” has no length'] }
          : item,
      ),
    };
    renderStudio(course);
    expect(await screen.findByText('Video “Tools” has no length')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Complete the checklist to submit the course.')).toBeTruthy();
  });
});

describe('The instructor’s home', () => {
  it('lists their courses with status, students and revenue, each opening its studio', async () => {
    const live = submission({
      _id: 'b0000000-0000-4000-8000-000000000003',
      courseName: 'Gesture in Ten Minutes',
      status: 'approved',
      courseId: 'c0ffee00-0000-4000-8000-000000000003',
      students: 12,
      revenue: 468,
    });
    stubServer('instructor', (url) =>
      url.pathname === '/api/newcourses'
        ? { body: [live, skies], headers: { 'X-Total-Count': '2' } }
        : undefined,
    );
    renderDashboard('/dashboard');
    const section = (
      await screen.findByRole('heading', { name: 'Your courses', level: 2 })
    ).closest('section')!;
    const link = await within(section).findByRole('link', { name: /^Gesture in Ten Minutes/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/studio/${live._id}`);
    expect(link.textContent).toContain('Approved');
    expect(link.textContent).toContain('12 students');
    expect(link.textContent).toContain('$468.00');
    expect(within(section).getByText('12 students · $468.00 earned')).toBeTruthy();
  });
});
