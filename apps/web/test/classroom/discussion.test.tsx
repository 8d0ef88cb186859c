import type { LessonQuestion, Role } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LessonDiscussionDefault, {
  LessonDiscussion,
} from '../../src/features/classroom/discussion/LessonDiscussion';
import { polyfillDialog } from '../community/harness';
import { callsTo, stubServer, type Reply } from '../dashboard/render';
import { renderRoutes } from '../support/app';
import { anAnswer, aQuestion, lessonId, sentBody } from './discussion-fixtures';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const questionsPath = `/api/lessons/${lessonId}/questions`;

/** A server holding `questions` for the lesson, as seen by a signed-in `role`. */
function discussionServer(
  role: Role,
  questions: LessonQuestion[],
  other: (url: URL, init: RequestInit) => Reply | undefined = () => undefined,
) {
  return stubServer(role, (url, init) => {
    const answer = other(url, init);
    if (answer) return answer;
    if ((init.method ?? 'GET') === 'GET' && url.pathname === questionsPath) {
      return { body: questions };
    }
    return undefined;
  });
}

const renderDiscussion = () =>
  renderRoutes(
    [{ path: '/', element: <LessonDiscussion lessonId={lessonId} instructorName="Maya Okafor" /> }],
    { withSession: true },
  );

const threads = async () =>
  (await screen.findAllByRole('article')).map((article) => within(article));

describe('Lesson discussion', () => {
  it('is the default export too, for the player’s lazy import', () => {
    expect(LessonDiscussionDefault).toBe(LessonDiscussion);
  });

  it('lists the questions oldest first, each with its answers, the instructor’s marked', async () => {
    discussionServer('student', [
      aQuestion(2, {
        answered: true,
        answers: [
          anAnswer(2, {
            author_name: 'Student 3',
            byInstructor: false,
            text: 'Try a softer pencil.',
          }),
          anAnswer(1, { text: 'Hold the pencil further back.' }),
        ],
      }),
      aQuestion(1),
    ]);
    renderDiscussion();

    expect(await screen.findByRole('heading', { name: 'Questions & answers' })).toBeTruthy();
    expect(screen.getByText(/Ask Maya Okafor and the class/)).toBeTruthy();
    const [first, second] = await threads();
    expect(first!.getByText('Question 1')).toBeTruthy();
    expect(first!.getByText('Waiting for an answer')).toBeTruthy();
    expect(second!.getByText('Question 2')).toBeTruthy();
    const answers = second!.getAllByRole('listitem');
    expect(answers.map((answer) => answer.getAttribute('aria-label'))).toEqual([
      'Instructor answer by Maya Okafor',
      'Answer by Student 3',
    ]);
    expect(within(answers[0]!).getByText('Instructor')).toBeTruthy();
    expect(within(answers[1]!).queryByText('Instructor')).toBeNull();
    expect(second!.queryByText('Waiting for an answer')).toBeNull();
  });

  it('shows every text as text: a script stays words on the page', async () => {
    const text = '<script>window.hacked = true</script>\n<b>bold?</b>';
    discussionServer('student', [aQuestion(1, { text })]);
    const view = renderDiscussion();
    const [thread] = await threads();
    const shown = thread!.getByText((_, element) => element?.textContent === text);
    expect(shown.tagName).toBe('P');
    expect(shown.className).toContain('whitespace-pre-line');
    expect(view.container.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('invites the first question when there is none', async () => {
    discussionServer('student', []);
    renderDiscussion();
    expect(await screen.findByText('No questions yet — ask the first one.')).toBeTruthy();
  });

  it('tells a reader who is not in the course why, without signing them out', async () => {
    discussionServer('student', [], (url) =>
      url.pathname === questionsPath
        ? { status: 403, body: { error: { code: 'forbidden', message: 'Not enrolled' } } }
        : undefined,
    );
    renderDiscussion();
    expect(
      await screen.findByText('The questions of a lesson are for the students of its course.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask' })).toBeNull();
    expect(localStorage.getItem('access-token')).toBe('test-token');
  });

  it('asks a question and shows it', async () => {
    const questions: LessonQuestion[] = [];
    const fetchMock = discussionServer('student', questions, (url, init) => {
      if (init.method === 'POST' && url.pathname === questionsPath) {
        const { text } = sentBody(init) as { text: string };
        questions.push(aQuestion(1, { text }));
        return { body: { insertedId: 'q1' } };
      }
      return undefined;
    });
    renderDiscussion();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ask' }));
    expect(screen.getByText('Write your question')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', questionsPath)).toHaveLength(0);

    await user.type(screen.getByLabelText('Your question'), '  How dark should the shadow be?  ');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Your question is posted')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'POST', questionsPath)[0]![1])).toEqual({
      text: 'How dark should the shadow be?',
    });
    expect(await screen.findByText('How dark should the shadow be?')).toBeTruthy();
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('');
  });

  it('replies under a question', async () => {
    const fetchMock = discussionServer('student', [aQuestion(1)], (url, init) =>
      init.method === 'POST' && url.pathname === '/api/questions/q1/answers'
        ? { body: { insertedId: 'a9' } }
        : undefined,
    );
    renderDiscussion();
    const user = userEvent.setup();
    const [thread] = await threads();
    const toggle = thread!.getByRole('button', { name: 'Reply' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.type(thread!.getByLabelText('Reply to Student 1'), 'Same question here.');
    await user.click(thread!.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply is posted')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'POST', '/api/questions/q1/answers')[0]![1])).toEqual({
      text: 'Same question here.',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', questionsPath).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('lets the author delete their own question after confirming, and no one else’s', async () => {
    const mine = { ...aQuestion(1), mine: true };
    const fetchMock = discussionServer('student', [mine, aQuestion(2)], (url, init) =>
      init.method === 'DELETE' && url.pathname === '/api/questions/q1'
        ? { body: { deletedCount: 1 } }
        : undefined,
    );
    renderDiscussion();
    const user = userEvent.setup();
    const [own, other] = await threads();
    expect(other!.queryByRole('button', { name: 'Delete this question' })).toBeNull();

    await user.click(own!.getByRole('button', { name: 'Delete this question' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/questions/q1')).toHaveLength(1);
  });

  it('lets an admin delete any question', async () => {
    discussionServer('admin', [aQuestion(1), aQuestion(2)]);
    renderDiscussion();
    await waitFor(async () =>
      expect(await screen.findAllByRole('button', { name: 'Delete this question' })).toHaveLength(
        2,
      ),
    );
  });
});
