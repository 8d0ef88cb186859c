import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_BUDGET } from '../../src/core/history/history';
import { rotationAbout } from '../../src/core/select/matrix';
import { drawLive, wave } from '../helpers/draw';
import { board, paintPattern, rect, surfaceOf } from './setup';

describe('selection work within the history budget', () => {
  it('100 steps with whole-page transforms stay within the budget, and the recent ones undo', () => {
    const e = board(2, 1000, 500);
    paintPattern(surfaceOf(e), 0, 0, 2000, 1000);
    const page = rect(0, 0, 1000, 500);
    for (let i = 0; i < 100; i++) {
      if (i % 5 === 4) {
        e.apply({
          t: 'transform',
          layer: 'layer-1',
          region: page,
          matrix: rotationAbout(0.01, 500, 250),
        });
      } else {
        drawLive(e, wave(20 + i * 9, 40, 40 + i * 9, 460), { size: 8 });
      }
      expect(e.history.bytes).toBeLessThanOrEqual(DEFAULT_HISTORY_BUDGET);
    }
    expect(e.history.length).toBe(100);
    // A whole painted page is 8 MB of tiles: the budget keeps the last few transforms undoable.
    for (let i = 0; i < 10; i++) expect(e.undo()).toBe(true);
  }, 60_000);
});
