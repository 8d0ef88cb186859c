import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../src/features/home/Hero';

function renderHero() {
  return render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  );
}

const video = () => document.querySelector('video');
/** The page has loaded; the idle moment the video waits for comes on the next tick. */
const pageIdle = () => act(() => vi.advanceTimersByTimeAsync(10));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

function connection(value: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

describe('the hero video', () => {
  it('shows the poster first and starts the video only once the page is idle', async () => {
    connection({ effectiveType: '4g' });
    renderHero();
    expect(video()).toBeNull();
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
    await pageIdle();
    expect(video()).not.toBeNull();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is on 3G', { effectiveType: '3g' }],
    ['is on 2G', { effectiveType: '2g' }],
  ])('stays on the poster for a visitor who %s, until they press play', async (_, slow) => {
    connection(slow);
    renderHero();
    await pageIdle();
    expect(video()).toBeNull();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video()).not.toBeNull();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });
});
