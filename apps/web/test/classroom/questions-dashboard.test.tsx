import type { TeacherQuestion } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/router';
import QuestionsPage from '../../src/features/classroom/discussion/QuestionsPage';
import { callsTo, renderInDashboard, stubServer } from '../dashboard/render';
import { anAnswer, aTeacherQuestion, courseId, lessonId, sentBody } from './discussion-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const waiting = [
  aTeacherQuestion(1, { lessonId, lessonTitle: 'Seeing shapes' }),
  aTeacherQuestion(2, { courseName: 'Watercolour Skies', text: 'Which paper?' }),
];
const answered = aTeacherQuestion(3, { answered: true, answers: [anAnswer(1)] });

/** GET /api/questions as the server pages it; answering moves a question out of 'unanswered'. */
function questionsServer(role: 'instructor' | 'admin' | 'student') {
  const open = [...waiting];
  const done: TeacherQuestion[] = [answered];
  return stubServer(role, (url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/questions') {
      const list = url.searchParams.get('unanswered') === 'true' ? open : [...open, ...done];
      return { body: list, headers: { 'X-Total-Count': String(list.length) } };
    }
    const answer = /^\/api\/questions\/(q\d)\/answers$/.exec(url.pathname);
    if (method === 'POST' && answer) {
      const index = open.findIndex((question) => question._id === answer[1]);
      const [question] = open.splice(index, 1);
      done.push({ ...question!, answered: true });
      return { body: { insertedId: 'a9' } };
    }
    return undefined;
  });
}

const renderQuestions = (url = '/dashboard/questions') =>
  renderInDashboard([{ path: 'questions', element: <QuestionsPage /> }], url);

describe('Questions (instructor dashboard)', () => {
  it('lists the unanswered questions with course, lesson link, student and text', async () => {
    const fetchMock = questionsServer('instructor');
    renderQuestions();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Questions');
    const tab = await screen.findByRole('tab', { name: /Unanswered/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(tab.textContent).toBe('Unanswered2'));
    const cards = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getByText('Foundations of Drawing')).toBeTruthy();
    expect(cards[0]!.getByRole('link', { name: 'Seeing shapes' }).getAttribute('href')).toBe(
      `/learn/${courseId}/${lessonId}`,
    );
    expect(cards[0]!.getByText('Student 1')).toBeTruthy();
    expect(cards[0]!.getByText('Question 1')).toBeTruthy();
    expect(cards[1]!.getByText('Watercolour Skies')).toBeTruthy();
    expect(cards[1]!.getByText('Which paper?')).toBeTruthy();
    const [first] = callsTo(fetchMock, 'GET', '/api/questions');
    expect(new URL(String(first![0]), 'http://localhost').searchParams.get('unanswered')).toBe(
      'true',
    );
    // The instructor's menu leads here.
    expect(screen.getByRole('link', { name: 'Questions' }).getAttribute('href')).toBe(
      '/dashboard/questions',
    );
  });

  it('answers inline; the answered question leaves the list', async () => {
    const fetchMock = questionsServer('instructor');
    renderQuestions();
    const user = userEvent.setup();
    const [card] = (await screen.findAllByRole('article')).map((article) => within(article));

    await user.click(card!.getByRole('button', { name: 'Send answer' }));
    expect(card!.getByText('Write your answer')).toBeTruthy();
    await user.type(card!.getByLabelText('Answer Student 1'), 'Keep the shadow side simple.');
    await user.click(card!.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Your answer is posted')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'POST', '/api/questions/q1/answers')[0]![1])).toEqual({
      text: 'Keep the shadow side simple.',
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Question 1')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Unanswered/ }).textContent).toBe('Unanswered1'),
    );
  });

  it('shows every question, answers included, under All', async () => {
    const fetchMock = questionsServer('admin');
    renderQuestions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'All' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const last = within(screen.getAllByRole('article')[2]!);
    expect(last.getByText('Answer 1')).toBeTruthy();
    expect(last.getByText('Instructor')).toBeTruthy();
    const urls = callsTo(fetchMock, 'GET', '/api/questions').map(
      ([input]) => new URL(String(input), 'http://localhost').searchParams,
    );
    expect(urls.some((params) => !params.has('unanswered'))).toBe(true);
  });

  it('is the page at /dashboard/questions', async () => {
    const route = matchRoutes(routes, '/dashboard/questions')!.at(-1)!.route;
    const lazy = route.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(QuestionsPage);
  });

  it('is not for students', async () => {
    const fetchMock = questionsServer('student');
    renderQuestions();
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your role' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/questions')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Questions' })).toBeNull();
  });
});
