import type { Sketchpad } from '@glossy/canvas';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredLink, writeLink } from '../../src/features/drawing/cloud/cloud-link';
import { useBoardOwner } from '../../src/features/drawing/cloud/useBoardOwner';
import { ana, sessionState } from '../community/session-mock';

vi.mock('../../src/lib/auth/session', async () => {
  const { mockedSession: useSession } = await import('../community/session-mock');
  return { useSession };
});

const anasDrawing = (dirty: boolean) =>
  writeLink({ email: ana.email, drawingId: 'd1', version: 2, title: 'Pier', dirty });

const board = () => {
  const newDrawing = vi.fn();
  return { pad: { newDrawing } as unknown as Sketchpad, newDrawing };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionState.user = null;
});

describe('the studio’s board on a shared device', () => {
  it('starts blank for whoever comes after the account whose drawing it held', () => {
    anasDrawing(false);
    sessionState.user = null;
    const { pad, newDrawing } = board();
    renderHook(() => useBoardOwner(pad, true));
    expect(newDrawing).toHaveBeenCalledTimes(1);
    expect(readStoredLink()).toBeNull();
  });

  it('keeps the drawing for its own account, and waits for the board to be back', () => {
    anasDrawing(false);
    sessionState.user = ana;
    const { pad, newDrawing } = board();
    renderHook(() => useBoardOwner(pad, true));
    sessionState.user = null;
    renderHook(() => useBoardOwner(pad, false));
    expect(newDrawing).not.toHaveBeenCalled();
    expect(readStoredLink()?.drawingId).toBe('d1');
  });

  it('never clears strokes that have not reached the account: the board is their only copy', () => {
    anasDrawing(true);
    const { pad, newDrawing } = board();
    renderHook(() => useBoardOwner(pad, true));
    expect(newDrawing).not.toHaveBeenCalled();
    expect(readStoredLink()?.dirty).toBe(true);
  });
});
