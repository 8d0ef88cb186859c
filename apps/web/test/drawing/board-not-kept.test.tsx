import { initialSketchpadState } from '@glossy/canvas';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardNotKept, useSketchpad } from '../../src/sketchpad/useSketchpad';
import { renderWithApp } from '../support/app';

const options = { autosave: 'glossy-drawer-test-board' };
const initial = initialSketchpadState();

function Board() {
  const { hostRef } = useSketchpad(initial, options);
  return <div ref={hostRef} />;
}

/** IndexedDB that is there but refuses to open, as storage blocked or a private window does. */
function refusedIndexedDb() {
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: { onerror?: () => void; error: DOMException } = {
        error: new DOMException('refused', 'InvalidStateError'),
      };
      setTimeout(() => request.onerror?.(), 0);
      return request;
    },
  });
}

beforeEach(() => {
  // jsdom has no 2D canvas; the board draws into nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  (await import('sonner')).toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a board the device cannot keep', () => {
  it('says so once, and what to do, when the browser refuses to keep it', async () => {
    refusedIndexedDb();
    renderWithApp(<Board />);
    expect(
      await screen.findByText(
        /This browser keeps nothing on the device here/,
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/Save or download it to keep it/)).toHaveLength(1);
  });

  it('names a full device apart from a refusal', () => {
    expect(boardNotKept(new DOMException('full', 'QuotaExceededError'))).toMatch(/no room left/);
    expect(boardNotKept(new Error('blocked'))).toMatch(/keeps nothing on the device/);
  });
});
