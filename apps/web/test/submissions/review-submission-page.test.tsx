import type { SubmissionDetail } from '@glossy/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SubmissionReviewPage from '../../src/features/submissions/SubmissionReviewPage';
import { polyfillDialog } from '../community/harness';
import { renderInDashboard, stubServer } from '../dashboard/render';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const id = 'b0000000-0000-4000-8000-000000000009';
const chapterId = 'c0000000-0000-4000-8000-000000000001';
const blank = {
  chapterId,
  durationSec: 300,
  preview: false,
  videoUrl: null,
  captionsUrl: null,
  article: null,
  prompt: null,
  referenceUrl: null,
  demo: null,
  drill: null,
};

const detail: SubmissionDetail = {
  _id: id,
  image: '/media/courses/course-03.webp',
  courseName: 'Ink Washes for Beginners',
  sellerName: 'Iris Instructor',
  postedBy: 'iris@example.com',
  videoUrl: null,
  price: 39,
  rating: 8,
  description: 'Layered ink washes.',
  Level: 'Beginner',
  status: 'denied',
  feedback: 'Add a chapter on dry brush.',
  feedbackAt: '2026-01-03T10:00:00.000Z',
  reviewedAt: '2026-01-03T10:00:00.000Z',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  courseId: null,
  students: 0,
  revenue: 0,
  chapters: 1,
  lessons: 4,
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
  history: [
    { action: 'submitted', by: 'Iris Instructor', at: '2026-01-02T10:00:00.000Z', note: null },
    {
      action: 'denied',
      by: 'Admin',
      at: '2026-01-03T10:00:00.000Z',
      note: 'Add a chapter on dry brush.',
    },
  ],
  curriculum: [
    {
      _id: chapterId,
      title: 'First washes',
      position: 0,
      lessons: [
        {
          ...blank,
          _id: 'l0000000-0000-4000-8000-000000000001',
          position: 0,
          title: 'Meet your brushes',
          kind: 'video',
          preview: true,
          videoUrl: '/uploads/videos/brushes.mp4',
          captionsUrl: null,
        },
        {
          ...blank,
          _id: 'l0000000-0000-4000-8000-000000000002',
          position: 1,
          title: 'Why ink spreads',
          kind: 'article',
          article: [
            {
              type: 'paragraph',
              spans: [
                { text: 'See ' },
                { text: 'the paper guide', href: 'https://paper.example/guide' },
              ],
            },
          ],
        },
        {
          ...blank,
          _id: 'l0000000-0000-4000-8000-000000000003',
          position: 2,
          title: 'Hills in three values',
          kind: 'exercise',
          prompt: 'Paint three hills.',
          referenceUrl: '/uploads/hills.webp',
        },
        {
          ...blank,
          _id: 'l0000000-0000-4000-8000-000000000004',
          position: 3,
          title: 'Boxes from a corner',
          kind: 'drill',
          drill: {
            type: 'boxes',
            count: 4,
            seed: 9,
            minLength: 200,
            maxLength: 500,
            degrees: [45],
            repeats: 1,
            passScore: 60,
            penWidth: 2,
            stabilizer: false,
            guide: true,
          },
        },
      ],
    },
  ],
};

function renderPage() {
  const fetchMock = stubServer('admin', (url) =>
    url.pathname === `/api/newcourses/${id}` ? { body: detail } : undefined,
  );
  renderInDashboard(
    [{ path: 'review/:id', element: <SubmissionReviewPage /> }],
    `/dashboard/review/${id}`,
  );
  return fetchMock;
}

describe('Submission review', () => {
  it('shows the submission, its status, feedback and history', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Ink Washes for Beginners',
    );
    expect(screen.getAllByText('Denied').length).toBeGreaterThan(0);
    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText('Add a chapter on dry brush.')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(
      history.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Denied', 'Submitted for review']);
    // A denied course is back with its instructor: neither approved nor denied until sent again.
    expect(screen.getByRole('button', { name: 'Denied' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    const checklist = screen.getByRole('region', { name: 'Ready for review?' });
    expect(within(checklist).getByText('5 of 5 done')).toBeTruthy();
  });

  it('opens each lesson to preview it: video, article and exercise', async () => {
    renderPage();
    const user = userEvent.setup();

    const video = await screen.findByRole('button', { name: /Meet your brushes/ });
    expect(video.getAttribute('aria-expanded')).toBe('false');
    await user.click(video);
    expect(video.getAttribute('aria-expanded')).toBe('true');
    const player = screen.getByLabelText('Video: Meet your brushes');
    expect(player.tagName).toBe('VIDEO');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('src')).toBe('/uploads/videos/brushes.mp4');

    await user.click(screen.getByRole('button', { name: /Why ink spreads/ }));
    const link = screen.getByRole('link', { name: /the paper guide/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    await user.click(screen.getByRole('button', { name: /Hills in three values/ }));
    const exercise = screen.getByRole('region', { name: 'Lesson: Hills in three values' });
    expect(within(exercise).getByText('Paint three hills.')).toBeTruthy();
    expect(
      within(exercise)
        .getByRole('img', { name: 'Reference picture for “Hills in three values”' })
        .getAttribute('src'),
    ).toBe('/uploads/hills.webp');
    expect(within(exercise).getByText('No demo drawn for this exercise.')).toBeTruthy();
  });

  it('opens a drill lesson: its type, its settings in words and its first targets', async () => {
    renderPage();
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: /Boxes from a corner/ });
    expect(row.textContent).toContain('Drill');
    await user.click(row);
    const lesson = within(screen.getByRole('region', { name: 'Lesson: Boxes from a corner' }));
    expect(
      await lesson.findByRole('heading', { level: 4, name: 'Boxes in two-point perspective' }),
    ).toBeTruthy();
    expect(
      lesson.getByText('4 boxes in two-point perspective, each from its nearest edge'),
    ).toBeTruthy();
    expect(lesson.getByText('Shown: the horizon and its vanishing points')).toBeTruthy();
    expect(lesson.getByText('60 out of 100')).toBeTruthy();
    expect(lesson.getByRole('img', { name: /^The first targets: 4 boxes/ })).toBeTruthy();
  });
});
