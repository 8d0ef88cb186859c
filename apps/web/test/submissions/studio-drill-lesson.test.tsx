import type { DrillSpec, Lesson, SubmissionDetail } from '@glossy/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LessonPreview } from '../../src/components/ui/LessonPreview';
import StudioPage from '../../src/features/submissions/StudioPage';
import { polyfillDialog } from '../community/harness';
import { callsTo, renderInDashboard, signedIn, stubServer, type Reply } from '../dashboard/render';
import { errorOf } from '../support/form';

beforeAll(async () => {
  polyfillDialog();
  // The drill's fields and preview load on demand; loaded once here, as a browser keeps them, so
  // a busy machine's first import does not outlast the queries' wait.
  await Promise.all([
    import('../../src/features/submissions/StudioDrillFields'),
    import('../../src/components/ui/DrillLessonView'),
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const courseId = 'b0000000-0000-4000-8000-000000000031';
const chapterId = 'c0000000-0000-4000-8000-000000000031';

const course: SubmissionDetail = {
  _id: courseId,
  image: '/media/courses/course-03.webp',
  courseName: 'Lines, ellipses and boxes',
  sellerName: signedIn.name,
  postedBy: signedIn.email,
  videoUrl: null,
  price: 0,
  rating: 8,
  description: 'Mileage for the hand.',
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
  lessons: 0,
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
  curriculum: [{ _id: chapterId, title: 'Lines', position: 0, lessons: [] }],
};

/** The studio of a course with one empty chapter; `onLesson` answers the lesson's POST. */
function renderStudio(onLesson: (body: unknown) => Reply = () => ({ status: 201 })) {
  const fetchMock = stubServer('instructor', (url, init) => {
    if (url.pathname === `/api/newcourses/${courseId}` && (init.method ?? 'GET') === 'GET') {
      return { body: course };
    }
    if (url.pathname === `/api/chapters/${chapterId}/lessons` && init.method === 'POST') {
      return onLesson(JSON.parse(String(init.body)));
    }
    return undefined;
  });
  renderInDashboard(
    [{ path: 'studio/:id', element: <StudioPage /> }],
    `/dashboard/studio/${courseId}`,
  );
  return fetchMock;
}

/** Opens the lesson editor, names the lesson and picks the Drill kind; answers the form. */
async function newDrillLesson(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add lesson to “Lines”' }));
  const form = within(screen.getByRole('dialog'));
  await user.type(form.getByLabelText('Lesson title'), 'Ellipses, two laps');
  await user.click(form.getByRole('radio', { name: /Drill/ }));
  await form.findByLabelText('Type of drill');
  return form;
}

const targetsSvg = () => document.querySelector('[data-drill-preview] svg')!;

describe('A drill lesson in the studio', () => {
  it('shows only the parameters the chosen type uses, with that type’s defaults', async () => {
    renderStudio();
    const user = userEvent.setup();
    const form = await newDrillLesson(user);
    const type = form.getByLabelText<HTMLSelectElement>('Type of drill');
    const shown = () => ({
      lengths: form.queryByLabelText('Shortest line') !== null,
      longest: form.queryByLabelText('Longest line') !== null,
      degrees: form.queryByRole('group', { name: 'Ellipse degrees' }) !== null,
      strokesOver: form.queryByLabelText('Strokes over each line') !== null,
      timesAround: form.queryByLabelText('Times around each ellipse') !== null,
      guide: form.queryByRole('checkbox', { name: /^Guide/ }) !== null,
    });

    // Lines between dots: lengths, no guide, the stabilizer off.
    expect(type.value).toBe('lines');
    expect(shown()).toEqual({
      lengths: true,
      longest: true,
      degrees: false,
      strokesOver: false,
      timesAround: false,
      guide: false,
    });
    expect(form.getByRole('checkbox', { name: /^Stabilizer/ })).toHaveProperty('checked', false);
    expect(form.getByLabelText<HTMLInputElement>('Number of targets').value).toBe('10');
    expect(
      form.getByRole('img', { name: /^The first targets: 10 lines between dots/ }),
    ).toBeTruthy();
    // Two dots a line.
    expect(targetsSvg().querySelectorAll('circle')).toHaveLength(20);

    await user.selectOptions(type, 'ellipses');
    expect(shown()).toEqual({
      lengths: false,
      longest: false,
      degrees: true,
      strokesOver: false,
      timesAround: true,
      guide: true,
    });
    expect(form.getByRole('checkbox', { name: /^Guide/ })).toHaveProperty('checked', true);
    const degrees = within(form.getByRole('group', { name: 'Ellipse degrees' }));
    expect(
      degrees
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['15°', '30°', '45°', '60°']);

    await user.selectOptions(type, 'superimposed');
    expect(shown()).toMatchObject({ lengths: true, strokesOver: true, degrees: false });
    expect(form.getByLabelText<HTMLInputElement>('Strokes over each line').value).toBe('4');

    await user.selectOptions(type, 'boxes');
    expect(shown()).toEqual({
      lengths: false,
      longest: false,
      degrees: false,
      strokesOver: false,
      timesAround: false,
      guide: true,
    });
    expect(form.getByRole('checkbox', { name: /^Guide/ })).toHaveProperty('checked', true);

    // The preview follows the count as it is typed.
    const count = form.getByLabelText('Number of targets');
    await user.clear(count);
    await user.type(count, '3');
    expect(form.getByRole('img', { name: /^The first targets: 3 boxes/ })).toBeTruthy();
  });

  it('sends the drill with the lesson, only its kind’s content', async () => {
    const sent: unknown[] = [];
    renderStudio((body) => {
      sent.push(body);
      return { status: 201, body: { insertedId: 'l0000000-0000-4000-8000-000000000031' } };
    });
    const user = userEvent.setup();
    const form = await newDrillLesson(user);
    await user.selectOptions(form.getByLabelText('Type of drill'), 'ellipses');
    const count = form.getByLabelText('Number of targets');
    await user.clear(count);
    await user.type(count, '8');
    const degrees = within(form.getByRole('group', { name: 'Ellipse degrees' }));
    await user.click(degrees.getByRole('checkbox', { name: '60°' }));
    await user.click(degrees.getByRole('checkbox', { name: '75°' }));
    const laps = form.getByLabelText('Times around each ellipse');
    await user.clear(laps);
    await user.type(laps, '3');
    const pass = form.getByLabelText('Pass score');
    await user.clear(pass);
    await user.type(pass, '80');
    await user.click(form.getByRole('checkbox', { name: /^Guide/ }));
    const seed = Number(form.getByLabelText<HTMLInputElement>('Seed').value);

    await user.click(form.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      title: 'Ellipses, two laps',
      kind: 'drill',
      durationSec: 0,
      preview: false,
      videoUrl: null,
      article: null,
      prompt: null,
      referenceUrl: null,
      demo: null,
      drill: {
        type: 'ellipses',
        count: 8,
        seed,
        minLength: 200,
        maxLength: 500,
        degrees: [15, 30, 45, 75],
        repeats: 3,
        passScore: 80,
        penWidth: 4,
        stabilizer: false,
        guide: false,
      },
    });
    expect(Number.isInteger(seed)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rolls a new seed, and new targets with it, on “New targets”', async () => {
    renderStudio();
    const user = userEvent.setup();
    const form = await newDrillLesson(user);
    const seed = form.getByLabelText<HTMLInputElement>('Seed');
    const before = { seed: seed.value, targets: targetsSvg().innerHTML };
    await user.click(form.getByRole('button', { name: 'New targets' }));
    expect(seed.value).not.toBe(before.seed);
    expect(seed.value).toMatch(/^\d+$/);
    expect(targetsSvg().innerHTML).not.toBe(before.targets);
    // A seed typed by hand gives the same targets every time.
    await user.clear(seed);
    await user.type(seed, '42');
    const fortyTwo = targetsSvg().innerHTML;
    await user.click(form.getByRole('button', { name: 'New targets' }));
    await user.clear(seed);
    await user.type(seed, '42');
    expect(targetsSvg().innerHTML).toBe(fortyTwo);
  });

  it('names a number out of range under its field before sending', async () => {
    const fetchMock = renderStudio();
    const user = userEvent.setup();
    const form = await newDrillLesson(user);
    const longest = form.getByLabelText('Longest line');
    await user.clear(longest);
    await user.type(longest, '2000');
    const width = form.getByLabelText('Pen width');
    await user.clear(width);
    await user.click(form.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(errorOf(longest)).toBe('Write 900 or less'));
    expect(errorOf(width)).toBe('Write a whole number');
    expect(document.activeElement).toBe(longest);
    expect(callsTo(fetchMock, 'POST', `/api/chapters/${chapterId}/lessons`)).toHaveLength(0);
    // Typing again clears the field's message.
    await user.type(longest, '{Backspace}');
    expect(errorOf(longest)).toBe('');
  });

  it('shows the server’s 400 on drill.count under the number of targets', async () => {
    renderStudio(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid input (drill.count: Too many targets for one drill)',
          fields: { 'drill.count': 'Too many targets for one drill' },
        },
      },
    }));
    const user = userEvent.setup();
    const form = await newDrillLesson(user);
    await user.click(form.getByRole('button', { name: 'Add lesson' }));
    const count = form.getByLabelText('Number of targets');
    await waitFor(() => expect(errorOf(count)).toBe('Too many targets for one drill'));
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(count);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

const drill: DrillSpec = {
  type: 'ellipses',
  count: 6,
  seed: 7,
  minLength: 200,
  maxLength: 500,
  degrees: [20, 40, 60],
  repeats: 2,
  passScore: 75,
  penWidth: 3,
  stabilizer: false,
  guide: true,
};

const drillLesson: Pick<
  Lesson,
  'title' | 'kind' | 'videoUrl' | 'article' | 'prompt' | 'referenceUrl' | 'demo' | 'drill'
> = {
  title: 'Ellipses in a table',
  kind: 'drill',
  videoUrl: null,
  article: null,
  prompt: null,
  referenceUrl: null,
  demo: null,
  drill,
};

describe('A drill lesson’s preview', () => {
  it('names the type, says its parameters in words and draws its first targets', async () => {
    render(<LessonPreview lesson={drillLesson} headingLevel={4} />);
    expect(
      (await screen.findByRole('heading', { level: 4, name: 'Ellipses in a table of degrees' }))
        .tagName,
    ).toBe('H4');
    const facts = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Targets: '6 ellipses at 20°, 40° and 60°, 2 times around each',
      Pen: '3 px, fixed for the drill',
      Stabilizer: 'Off',
      Guide: 'Shown: the ellipses’ templates',
      'Passes at': '75 out of 100',
      Seed: '7: each redo draws new targets',
    });
    expect(screen.getByRole('img', { name: /^The first targets: 6 ellipses/ })).toBeTruthy();
    // Six ellipse templates, drawn with a halo under each.
    expect(targetsSvg().querySelectorAll('path')).toHaveLength(12);
  });

  it('says what the lines drills ask, without a guide they do not have', async () => {
    render(
      <LessonPreview
        lesson={{
          ...drillLesson,
          drill: { ...drill, type: 'superimposed', count: 1, repeats: 3, guide: true },
        }}
      />,
    );
    await screen.findByRole('heading', { name: 'Superimposed lines' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).not.toContain('Guide');
    expect(screen.getByText('1 line, 3 strokes over each, 200–500 px long')).toBeTruthy();
  });

  it('says so when a drill lesson has no drill yet', () => {
    render(<LessonPreview lesson={{ ...drillLesson, drill: null }} />);
    expect(screen.getByText('This drill has no targets yet.')).toBeTruthy();
  });
});
