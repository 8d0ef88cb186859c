// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sample } from '../../src/core/ink/sample';
import { TAP_MS } from '../../src/dom/fingerTaps';
import { PointerInput, type InputOptions } from '../../src/dom/pointer';
import type { PointerHandlers } from '../../src/editor/toolHost';
import { handsOn } from './events';

/** What the input told the tools, in order: the part of each call a test looks at. */
function recorder() {
  const calls: string[] = [];
  const moves: Sample[][] = [];
  const predictions: Sample[][] = [];
  const on: PointerHandlers = {
    down: (s) => calls.push(`down ${s.x},${s.y}`),
    move: (samples) => {
      moves.push(samples);
      calls.push(`move ${samples.length}`);
    },
    predict: (samples) => predictions.push(samples),
    up: () => calls.push('up'),
    cancel: () => calls.push('cancel'),
    gesture: () => calls.push('gesture'),
  };
  return { on, calls, moves, predictions };
}

let el: HTMLDivElement;
const inputs: PointerInput[] = [];

function input(o: InputOptions = {}, { raw = false } = {}) {
  if (raw) Object.assign(el, { onpointerrawupdate: null });
  const r = recorder();
  inputs.push(new PointerInput(el, (x, y) => ({ x, y }), r.on, o));
  return { ...r, hands: handsOn(el) };
}

/** jsdom knows pointerrawupdate; a test that wants it sets it on its element (`raw`). */
const rawHandler = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onpointerrawupdate');

beforeEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'onpointerrawupdate');
  el = document.body.appendChild(document.createElement('div'));
  Object.assign(el, { hasPointerCapture: () => false });
});

afterEach(() => {
  for (const i of inputs.splice(0)) i.destroy();
  document.body.replaceChildren();
  if (rawHandler) Object.defineProperty(HTMLElement.prototype, 'onpointerrawupdate', rawHandler);
});

const mouse = { pointerId: 1, pointerType: 'mouse' };

describe('samples from pointerrawupdate', () => {
  it('are taken once: the pointermove that follows brings only the predictions', () => {
    const { calls, moves, predictions, hands } = input({}, { raw: true });
    hands.send('pointerdown', { ...mouse, clientX: 1, clientY: 1 });
    const coalesced = [
      { clientX: 2, clientY: 2 },
      { clientX: 3, clientY: 3 },
    ];
    hands.send('pointerrawupdate', { ...mouse, clientX: 3, clientY: 3 }, { coalesced });
    hands.send(
      'pointermove',
      { ...mouse, clientX: 3, clientY: 3 },
      { coalesced, predicted: [{ clientX: 5, clientY: 5 }] },
    );
    hands.send('pointerup', mouse);
    expect(calls).toEqual(['down 1,1', 'move 2', 'up']);
    expect(moves[0]?.map((s) => s.x)).toEqual([2, 3]);
    expect(predictions.map((p) => p.map((s) => s.x))).toEqual([[5]]);
    // Between strokes the board does not listen to raw updates at all.
    hands.send('pointerrawupdate', { ...mouse, clientX: 9, clientY: 9 });
    expect(calls).toHaveLength(3);
  });

  it('are the pointermove’s coalesced ones where the browser has no raw updates', () => {
    const { calls, moves, hands } = input();
    hands.send('pointerdown', { ...mouse, clientX: 1, clientY: 1 });
    hands.send(
      'pointermove',
      { ...mouse, clientX: 3, clientY: 3 },
      {
        coalesced: [
          { clientX: 2, clientY: 2 },
          { clientX: 3, clientY: 3 },
        ],
      },
    );
    expect(calls).toEqual(['down 1,1', 'move 2']);
    expect(moves[0]?.map((s) => s.y)).toEqual([2, 3]);
  });
});

describe('palm rejection', () => {
  it('ignores touches while a pen is down, even after it lifts, until they lift too', () => {
    const { calls, hands } = input({ fingerDraws: () => true });
    hands.pen.down(10, 10);
    const palm = hands.finger(2);
    palm.down(50, 50);
    palm.move(80, 60);
    hands.pen.move(20, 10);
    hands.pen.up();
    palm.move(90, 70);
    palm.up();
    expect(calls).toEqual(['down 10,10', 'move 1', 'up']);
  });

  it('drops a finger’s stroke when a pen lands: it was the palm', () => {
    const { calls, hands } = input({ fingerDraws: () => true });
    hands.finger(2).down(50, 50);
    hands.pen.down(10, 10);
    expect(calls).toEqual(['down 50,50', 'cancel', 'down 10,10']);
  });

  it('tells the page of the first pen only once', () => {
    const onPen = vi.fn();
    const { hands } = input({ onPen });
    hands.pen.down(1, 1);
    hands.pen.up();
    hands.pen.down(2, 2);
    expect(onPen).toHaveBeenCalledTimes(1);
  });
});

describe('drawing with a finger', () => {
  it('draws when the setting says so, and pans when it does not', () => {
    let draws = true;
    const { calls, hands } = input({ fingerDraws: () => draws });
    const finger = hands.finger(2);
    finger.down(10, 10);
    finger.move(20, 10);
    finger.up();
    draws = false;
    finger.down(10, 10);
    finger.move(20, 10);
    finger.up();
    expect(calls).toEqual(['down 10,10', 'move 1', 'up', 'gesture']);
  });
});

describe('taps of several fingers', () => {
  function tap(fingers: number, { moved = 0, lasting = 100 } = {}) {
    const onTap = vi.fn();
    const { calls, hands } = input({ fingerDraws: () => true, onTap });
    const all = Array.from({ length: fingers }, (_, i) => hands.finger(i + 2));
    all.forEach((f, i) => f.down(100 + i * 40, 100, i * 10));
    all.forEach((f, i) => f.move(100 + i * 40 + moved, 100, 20 + i * 10));
    all.forEach((f, i) => f.up(lasting + i * 10));
    return { onTap, calls };
  }

  it('two fingers tap: one call, and the first finger’s stroke is undone, not committed', () => {
    const { onTap, calls } = tap(2);
    expect(onTap.mock.calls).toEqual([[2]]);
    expect(calls.filter((c) => c === 'up')).toEqual([]);
    expect(calls).toContain('cancel');
  });

  it('three fingers tap', () => {
    expect(tap(3).onTap.mock.calls).toEqual([[3]]);
  });

  it('fingers that move or stay are a pinch or a rest, not a tap', () => {
    expect(tap(2, { moved: 30 }).onTap).not.toHaveBeenCalled();
    expect(tap(2, { lasting: TAP_MS + 50 }).onTap).not.toHaveBeenCalled();
    expect(tap(1).onTap).not.toHaveBeenCalled();
  });

  it('a second finger long after the first keeps the first one’s stroke', () => {
    const { calls, hands } = input({ fingerDraws: () => true });
    hands.finger(2).down(10, 10, 0);
    hands.finger(2).move(60, 10, 200);
    hands.finger(3).down(200, 10, TAP_MS + 100);
    expect(calls).toEqual(['down 10,10', 'move 1', 'up']);
  });
});
