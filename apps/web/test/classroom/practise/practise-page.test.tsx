import 'fake-indexeddb/auto';
import type { DemoLog } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PractisePage from '../../../src/features/classroom/practise/PractisePage';
import { LocationProbe, renderRoutes } from '../../support/app';
import { courseId, exerciseLesson, stubClassroom, videoLesson } from '../harness';
import { stubServer } from '../../dashboard/render';
import { forgetDevice } from '../../../src/lib/offline/device-store';

const demo = {
  format: 'glossy-drawer/stroke-log',
  version: 1,
  width: 1000,
  height: 500,
  scale: 1,
  background: '#ffffff',
  ops: [],
} as DemoLog;

function renderPractise(lessonId: string) {
  window.scrollTo = () => undefined;
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/learn/:courseId/:lessonId/practise', element: <PractisePage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { url: `/learn/${courseId}/${lessonId}/practise`, withSession: true },
  );
}

beforeEach(() => {
  // jsdom has no 2D canvas; the board and the replay draw into nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('practise page', () => {
  it('opens offline from the copy of the lesson kept at the last visit, for its student only', async () => {
    stubClassroom({ lessons: { l3: exerciseLesson({ referenceUrl: null }) } });
    const online = renderPractise('l3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    online.unmount();

    const offline = () =>
      stubServer('student', (url) =>
        url.pathname.startsWith('/api/lessons/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : undefined,
      );
    offline();
    const again = renderPractise('l3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Your drawing board/ })).toBeTruthy();
    again.unmount();

    // Signed out, nothing of the account is there to open.
    await forgetDevice();
    offline();
    renderPractise('l3');
    expect(await screen.findByText(/Cannot reach the server/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Draw a pear' })).toBeNull();
  });

  it('shows the exercise, a way back, and the sketchpad with its tools', async () => {
    stubClassroom({ lessons: { l3: exerciseLesson({ referenceUrl: null }) } });
    renderPractise('l3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw a pear' })).toBeTruthy();
    expect(screen.getByText(/Draw the pear in three values/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the lesson/ }).getAttribute('href')).toBe(
      `/learn/${courseId}/l3`,
    );
    expect(screen.getByRole('toolbar', { name: 'Drawing tools' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Your drawing board/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Paint along' })).toBeNull();
  });

  it('asks for the reference picture with the API token, and says when it cannot load', async () => {
    const fetchMock = stubClassroom({ lessons: { l3: exerciseLesson() } });
    renderPractise('l3');
    expect(
      await screen.findByText('The reference picture could not be loaded. You can still draw.'),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('still-life'));
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('puts the paint-along panel beside the board when the lesson has a demo', async () => {
    stubClassroom({ lessons: { l3: exerciseLesson({ referenceUrl: null, demo }) } });
    renderPractise('l3');
    const panel = await screen.findByRole('complementary', { name: 'Paint along with the demo' });
    expect(within(panel).getByRole('heading', { name: 'Paint along' })).toBeTruthy();
    expect(within(panel).getByRole('slider', { name: 'Stroke of the demo' })).toBeTruthy();
  });

  it('says plainly when the lesson is not an exercise, with a link back', async () => {
    stubClassroom({ lessons: { l1: videoLesson() } });
    renderPractise('l1');
    expect(
      await screen.findByRole('heading', { name: 'This lesson has no drawing exercise' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lesson' }).getAttribute('href')).toBe(
      `/learn/${courseId}/l1`,
    );
  });

  it('shows the way to the course, without signing out, when the lesson is not yours', async () => {
    stubClassroom({
      lessons: { l3: { status: 403, body: { error: { code: 'forbidden', message: 'No' } } } },
    });
    renderPractise('l3');
    expect(
      await screen.findByRole('heading', { name: 'This lesson is for students of the course' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('practise'));
  });
});
