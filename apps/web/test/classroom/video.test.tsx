import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLesson, callsTo, courseId, renderPlayer, stubClassroom, videoLesson } from './harness';
import { stubMedia } from './media-stub';

let media: ReturnType<typeof stubMedia>;
beforeEach(() => {
  media = stubMedia();
});
afterEach(() => {
  cleanup();
  media.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function openVideo(positionSec = 0, completed = false) {
  const fetchMock = stubClassroom({
    lessons: { l1: videoLesson({ progress: { completed, positionSec } }), l2: aLesson() },
  });
  const view = renderPlayer(`/learn/${courseId}/l1`);
  const player = await screen.findByRole('group', { name: 'Video player: Welcome to the course' });
  const video = player.querySelector('video')!;
  act(() => media.loadMetadata(video, 300));
  return { fetchMock, player, video, controls: within(player), view };
}

const press = (element: HTMLElement, key: string) => {
  act(() => {
    fireEvent.keyDown(element, { key });
  });
};

describe('The video player', () => {
  it('picks up where the student left off', async () => {
    const { video, controls } = await openVideo(95);
    expect(video.currentTime).toBe(95);
    expect(controls.getByRole('status').textContent).toBe('Resuming at 1:35');
    expect(controls.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '1:35 of 5:00',
    );
    expect(controls.getByText('1:35')).toBeTruthy();
  });

  it('starts over when the student had reached the end', async () => {
    const { video } = await openVideo(295, true);
    expect(video.currentTime).toBe(0);
  });

  it('answers the keyboard of video sites while it has focus', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { player, video, controls } = await openVideo();

    press(player, 'k');
    expect(video.paused).toBe(false);
    expect(controls.getByRole('button', { name: 'Pause' })).toBeTruthy();
    press(player, ' ');
    expect(video.paused).toBe(true);
    expect(controls.getByRole('button', { name: 'Play' })).toBeTruthy();

    press(player, 'ArrowRight');
    expect(video.currentTime).toBe(5);
    press(player, 'l');
    expect(video.currentTime).toBe(15);
    press(player, 'ArrowLeft');
    expect(video.currentTime).toBe(10);
    press(player, 'j');
    expect(video.currentTime).toBe(0);
    press(player, 'j');
    expect(video.currentTime).toBe(0);

    press(player, '>');
    press(player, '>');
    expect(video.playbackRate).toBe(1.5);
    expect(
      (controls.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement).value,
    ).toBe('1.5');
    press(player, '<');
    expect(video.playbackRate).toBe(1.25);
    for (let i = 0; i < 6; i += 1) press(player, '<');
    expect(video.playbackRate).toBe(0.5);

    press(player, 'm');
    expect(video.muted).toBe(true);
    expect(controls.getByRole('button', { name: 'Unmute' })).toBeTruthy();

    const captions = controls.getByRole('button', { name: 'Captions' });
    press(player, 'c');
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    press(player, 'C');
    expect(captions.getAttribute('aria-pressed')).toBe('true');

    press(player, 'f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(player);
  });

  it('leaves a focused control its own keys', async () => {
    const { video, controls } = await openVideo();
    const play = controls.getByRole('button', { name: 'Play' });
    play.focus();
    // Space on a button is the button's click: the player must not toggle a second time.
    await userEvent.keyboard(' ');
    expect(video.paused).toBe(false);
    const speed = controls.getByRole('combobox', { name: 'Playback speed' });
    press(speed, 'ArrowRight');
    press(speed, 'k');
    expect(video.currentTime).toBe(0);
    expect(video.paused).toBe(false);
    await userEvent.selectOptions(speed, '2');
    expect(video.playbackRate).toBe(2);
  });

  it('seeks with the seek bar', async () => {
    const { video, controls } = await openVideo();
    fireEvent.change(controls.getByRole('slider', { name: 'Seek' }), { target: { value: '120' } });
    expect(video.currentTime).toBe(120);
  });
});

describe('Saving the place in a video', () => {
  it('reports the start of play, every ten seconds while playing, pauses, and the end as a position', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fetchMock, player, video } = await openVideo(30);
    const saves = () =>
      callsTo(fetchMock, 'POST', '/api/lessons/l1/progress').map(([, init]) => bodyOf(init));

    // Playing starts the server's clock: what is watched is counted from there.
    press(player, 'k');
    await waitFor(() => expect(saves()).toEqual([{ positionSec: 30 }]));
    act(() => media.advance(video, 12));
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(saves()).toEqual([{ positionSec: 30 }, { positionSec: 42 }]));
    // Nothing moved: nothing to save.
    act(() => vi.advanceTimersByTime(10_000));
    act(() => media.advance(video, 5.4));
    press(player, 'k');
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toEqual({ positionSec: 47 });

    press(player, 'k');
    act(() => media.end(video));
    // The end is where the video ends: the server judges whether it was watched, never 'done'.
    await waitFor(() => expect(saves().at(-1)).toEqual({ positionSec: 300 }));
    expect(saves().every((body) => Object.keys(body as object).join() === 'positionSec')).toBe(
      true,
    );
  });

  it('saves the place with a request that outlives the page when the student moves on', async () => {
    const { fetchMock, player, video } = await openVideo();
    press(player, 'k');
    act(() => media.advance(video, 61));
    await userEvent.click(screen.getByRole('link', { name: /^Next lesson\s*Reading light/ }));
    await screen.findByRole('heading', { level: 1, name: 'Reading light' });

    const save = callsTo(fetchMock, 'POST', '/api/lessons/l1/progress').at(-1);
    expect(bodyOf(save![1])).toEqual({ positionSec: 61 });
    expect(save![1]!.keepalive).toBe(true);
    expect(new Headers(save![1]!.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('saves nothing for someone without progress here', async () => {
    const fetchMock = stubClassroom({ lessons: { l1: videoLesson({ progress: null }) } });
    renderPlayer(`/learn/${courseId}/l1`);
    const player = await screen.findByRole('group', { name: /^Video player/ });
    const video = player.querySelector('video')!;
    act(() => media.loadMetadata(video, 300));
    press(player, 'k');
    act(() => media.advance(video, 20));
    press(player, 'k');
    act(() => media.end(video));
    expect(callsTo(fetchMock, 'POST', '/api/lessons/l1/progress')).toHaveLength(0);
  });
});
