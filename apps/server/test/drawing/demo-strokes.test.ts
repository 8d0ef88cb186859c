import { parseLog } from '@glossy/canvas/log';
import { describe, expect, it } from 'vitest';
// The engine itself, not the package's index: that also exports the DOM sketchpad, which the
// server's type check (no DOM library) cannot compile.
import { Engine } from '../../../../packages/canvas/src/core/engine/engine';
import { demoNames, demoStrokeLog, drawDemo } from '../../src/db/seed/demo-strokes';

describe('demo stroke logs', () => {
  it.each(demoNames)('%s is a sketchpad log every op of which the engine applies', (name) => {
    const log = parseLog(JSON.parse(JSON.stringify(demoStrokeLog(name))));
    const engine = new Engine(log);
    const refused = log.ops.filter((op) => !engine.apply(structuredClone(op)));
    expect(refused).toEqual([]);
    // Something was drawn: the page is no longer only its background.
    const pixels = engine.flatten().data;
    const [r, g, b] = [pixels[0], pixels[1], pixels[2]];
    let changed = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i] !== r || pixels[i + 1] !== g || pixels[i + 2] !== b) changed += 1;
    }
    expect(changed / (pixels.length / 4)).toBeGreaterThan(0.01);
  });

  it('draws the same log every time (seeded, no clock or Math.random)', () => {
    for (const name of demoNames) {
      expect(JSON.stringify(drawDemo(name))).toBe(JSON.stringify(demoStrokeLog(name)));
    }
  });
});
