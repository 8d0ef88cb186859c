import type { Submission } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ManageClassesPage from '../../src/features/submissions/ManageClassesPage';
import { feedbackTexts } from '../../src/features/submissions/FeedbackDialog';
import { polyfillDialog } from '../community/harness';
import { callsTo, renderInDashboard, stubServer, type Reply } from '../dashboard/render';

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
  sellerName: 'Iris Instructor',
  postedBy: 'iris@example.com',
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
  chapters: 3,
  lessons: 8,
  ...overrides,
});

const ink = submission();
const list = (items: Submission[]): Reply => ({
  body: items,
  headers: { 'X-Total-Count': String(items.length) },
});

function serve(patch: (body: unknown) => Reply = () => ({ body: { modifiedCount: 1 } })) {
  return stubServer('admin', (url, init) => {
    if (url.pathname === '/api/newcourses' && (init.method ?? 'GET') === 'GET') {
      const status = url.searchParams.get('status');
      return list(status === null || status === 'pending' ? [ink] : []);
    }
    if (url.pathname === `/api/newcourses/${ink._id}` && init.method === 'PATCH') {
      return patch(JSON.parse(String(init.body)));
    }
    return undefined;
  });
}

const renderPage = () =>
  renderInDashboard(
    [{ path: 'managecourses', element: <ManageClassesPage /> }],
    '/dashboard/managecourses',
  );

const row = async () => (await screen.findByRole('link', { name: ink.courseName })).closest('tr')!;

describe('Manage Classes', () => {
  it('lists pending submissions first with the spec columns and a link to the review', async () => {
    const fetchMock = serve();
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Manage Classes');
    const link = await screen.findByRole('link', { name: ink.courseName });
    expect(link.getAttribute('href')).toBe(`/dashboard/review/${ink._id}`);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Photo',
      'Name',
      'Instructor',
      'Price',
      'Rating',
      'Status',
      'Approve',
      'Deny',
      'Feedback',
    ]);
    const cells = within(await row());
    expect(cells.getByText('Iris Instructor')).toBeTruthy();
    expect(cells.getByText('$39')).toBeTruthy();
    expect(cells.getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');
    const firstList = callsTo(fetchMock, 'GET', '/api/newcourses').find(([input]) =>
      String(input).includes('limit=20'),
    );
    expect(String(firstList?.[0])).toContain('status=pending');
  });

  it('opens the spec’s feedback dialog and sends the feedback', async () => {
    const sent: unknown[] = [];
    const fetchMock = serve((body) => {
      sent.push(body);
      return { body: { modifiedCount: 1 } };
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await row()).getByRole('button', { name: `Feedback on ${ink.courseName}` }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Give FeedBack as a admin' });
    const textarea = within(dialog).getByPlaceholderText('Give feedback as a powerful admin');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(feedbackTexts).toEqual({
      title: 'Give FeedBack as a admin',
      placeholder: 'Give feedback as a powerful admin',
      submit: 'Submit',
    });

    // Nothing written: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Write the feedback')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', `/api/newcourses/${ink._id}`)).toHaveLength(0);

    await user.type(textarea, 'Add a chapter on dry brush.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback sent to Iris Instructor.')).toBeTruthy();
    expect(sent).toEqual([{ feedback: 'Add a chapter on dry brush.' }]);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('keeps the dialog open with the server’s message when the feedback is refused', async () => {
    serve(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Bad input',
          fields: { feedback: 'Remove the control characters' },
        },
      },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await row()).getByRole('button', { name: `Feedback on ${ink.courseName}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Give FeedBack as a admin' });
    await user.type(within(dialog).getByRole('textbox'), 'Hmm');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Remove the control characters')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('approves: sends the status, says so, and refreshes the list', async () => {
    const sent: unknown[] = [];
    const fetchMock = serve((body) => {
      sent.push(body);
      return { body: { modifiedCount: 1 } };
    });
    renderPage();
    const user = userEvent.setup();
    const approve = within(await row()).getByRole('button', { name: `Approve ${ink.courseName}` });
    const before = callsTo(fetchMock, 'GET', '/api/newcourses').length;
    await user.click(approve);
    expect(
      await screen.findByText(`“${ink.courseName}” is approved and now in the catalog.`),
    ).toBeTruthy();
    expect(sent).toEqual([{ status: 'approved' }]);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/newcourses').length).toBeGreaterThan(before),
    );
  });

  it('shows the server’s refusal when a deny fails', async () => {
    serve(() => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'Already denied' } },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: `Deny ${ink.courseName}` }));
    expect(await screen.findByText('Already denied')).toBeTruthy();
  });
});
