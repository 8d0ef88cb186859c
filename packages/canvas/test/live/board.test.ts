import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import type { LiveAction } from '../../src/core/live/actions';
import { LiveBoardState } from '../../src/core/live/board';
import { LiveReceiver } from '../../src/core/live/receiver';
import { resumeActions } from '../../src/core/live/resume';
import { decodeSnapshot, encodeSnapshot, snapshotOpenOp } from '../../src/core/live/snapshot';
import type { OpenOp } from '../../src/core/live/boardRules';
import type { StrokeOp } from '../../src/core/doc/ops';
import { wave } from '../helpers/draw';
import { boardOf, broadcastFrom, hostStroke } from './host';

const page = { width: 200, height: 150, scale: 2 };

/** The actions of one stroke drawn on a host. */
function strokeActions(seed: number, layer = 'layer-1'): LiveAction[] {
  const host = new Engine(page);
  if (layer !== 'layer-1') host.apply({ t: 'layer.add', id: layer, name: 'Guest', index: 1 });
  const { wire, broadcaster } = broadcastFrom(host);
  hostStroke(host, () => broadcaster.flush(), wave(10 + seed, 20, 180, 120 - seed, 20), {
    layer,
    seed,
  });
  return wire;
}

function take(board: LiveBoardState, by: string, actions: LiveAction[]): void {
  for (const a of actions) {
    expect(board.check(by, a)).toBeNull();
    expect(board.apply(by, a)).toBe('applied');
  }
}

describe('the room’s board', () => {
  it('refuses what does not follow, changing nothing', () => {
    const board = new LiveBoardState(page);
    const actions = strokeActions(1);
    const [begin, pts] = actions;
    const end = actions.at(-1);
    expect(end).toEqual({ k: 'end' });
    const before = boardOf(board.engine);
    expect(board.check('host', pts!)).toMatch(/no stroke/);
    expect(board.check('host', end!)).toMatch(/nothing/);
    expect(board.check('host', { k: 'cancel' })).toMatch(/nothing/);
    expect(board.check('host', { k: 'shape', x1: 1, y1: 2 })).toMatch(/no shape/);
    expect(board.check('host', { k: 'undo' })).toMatch(/nothing to undo/);
    expect(board.check('host', { k: 'redo' })).toMatch(/nothing to redo/);
    expect(board.check('host', { k: 'op', op: { t: 'nuke' } })).toMatch(/unknown op/);
    expect(board.check('host', { k: 'op', op: { t: 'layer.delete', id: 'layer-1' } })).toMatch(
      /last layer/,
    );
    const fill = {
      t: 'fill',
      layer: 'nope',
      x: 1,
      y: 1,
      color: '#000000',
      opacity: 1,
      tolerance: 0,
    };
    expect(board.check('host', { k: 'op', op: fill })).toMatch(/no layer/);
    expect(board.apply('host', pts!)).toBe('refused');
    take(board, 'host', [begin!]);
    expect(board.openBy).toBe('host');
    expect(board.check('host', begin!)).toMatch(/in progress/);
    expect(board.check('guest', pts!)).toMatch(/no stroke of yours/);
    expect(board.check('host', { k: 'op', op: { t: 'clear' } })).toMatch(/end it first/);
    expect(board.check('host', { k: 'pts', p: [1, 2, 3] })).toMatch(/6 numbers/);
    expect(board.check('host', { k: 'pts', p: new Array(257 * 6).fill(1) })).toMatch(/256/);
    expect(board.check('host', { k: 'pts', p: [1, 2, 0.5, 4, 5, Number.NaN] })).toMatch(/finite/);
    expect(board.check('host', { k: 'pts', p: [1, 2, 3, 4, 5, 6] })).toMatch(/pressure/);
    expect(boardOf(board.engine)).toEqual(before);
    take(board, 'host', [{ k: 'cancel' }]);
    expect(board.openBy).toBeNull();
    expect(board.length).toBe(0);
    expect(boardOf(board.engine)).toEqual(before);
  });

  it('keeps locked and hidden layers as the engine does', () => {
    const board = new LiveBoardState(page);
    take(board, 'host', [{ k: 'op', op: { t: 'layer.set', id: 'layer-1', locked: true } }]);
    const [begin] = strokeActions(2);
    expect(board.check('host', begin!)).toMatch(/locked/);
    const fill = {
      t: 'fill',
      layer: 'layer-1',
      x: 1,
      y: 1,
      color: '#000000',
      opacity: 1,
      tolerance: 0,
    };
    expect(board.check('host', { k: 'op', op: fill })).toMatch(/locked/);
    take(board, 'host', [
      { k: 'op', op: { t: 'layer.set', id: 'layer-1', locked: false, visible: false } },
    ]);
    expect(board.check('host', begin!)).toMatch(/hidden/);
    // A receiver refuses it the same way.
    expect(new LiveReceiver(board.engine).apply(begin!).kind).toBe('invalid');
  });

  it('lets a guest draw, undo and redo only their own, on their own layer', () => {
    const board = new LiveBoardState(page);
    const limits = { layer: 'guest-1' };
    take(board, 'host', strokeActions(3));
    take(board, 'host', [{ k: 'op', op: { t: 'layer.add', id: 'guest-1', name: 'G', index: 1 } }]);
    const onHost = strokeActions(4);
    expect(board.check('g', onHost[0]!, limits)).toMatch(/own layer/);
    expect(board.check('g', { k: 'undo' }, limits)).toMatch(/only what you drew/);
    expect(board.check('g', { k: 'op', op: { t: 'clear' } }, limits)).toMatch(/host/);
    const move = { t: 'layer.move', id: 'guest-1', index: 0 };
    expect(board.check('g', { k: 'op', op: move }, limits)).toMatch(/host/);
    const mine = strokeActions(5, 'guest-1');
    for (const a of mine) {
      expect(board.check('g', a, limits)).toBeNull();
      board.apply('g', a);
    }
    const fill = {
      t: 'fill',
      layer: 'guest-1',
      x: 9,
      y: 9,
      color: '#00ff00',
      opacity: 1,
      tolerance: 9,
    };
    expect(board.check('g', { k: 'op', op: fill }, limits)).toBeNull();
    expect(board.check('g', { k: 'undo' }, limits)).toBeNull();
    expect(board.apply('g', { k: 'undo' })).toBe('applied');
    expect(board.check('g', { k: 'redo' }, limits)).toBeNull();
    take(board, 'host', [{ k: 'undo' }]);
    expect(board.check('g', { k: 'undo' }, limits)).toMatch(/only what you drew/);
    expect(board.check('g', { k: 'redo' }, limits)).toMatch(/only what you drew/);
    expect(board.length).toBe(1);
    expect(board.log().ops.map((o) => o.t)).toEqual(['stroke']);
    expect(board.log().undos).toBe(2);
  });

  it('rebuilds its engine from its ops when an undo reaches past the engine’s history', () => {
    const small = { ...page, historyBudget: 1 };
    const board = new LiveBoardState(small);
    const host = new Engine(page);
    const { wire, broadcaster } = broadcastFrom(host);
    for (let i = 0; i < 4; i++)
      hostStroke(host, () => broadcaster.flush(), wave(10, 10 + i * 30, 190, 20 + i * 30, 15), {
        seed: i,
      });
    take(board, 'host', wire);
    expect(board.engine.canUndo).toBe(true);
    const engine = board.engine;
    take(board, 'host', [{ k: 'undo' }, { k: 'undo' }]);
    expect(board.engine).not.toBe(engine);
    host.undo();
    host.undo();
    expect(boardOf(board.engine)).toEqual(boardOf(host));
    take(board, 'host', [{ k: 'redo' }]);
    host.redo();
    expect(boardOf(board.engine)).toEqual(boardOf(host));
  });

  it('starts from a snapshot: redo works, an undo past it asks for a rebuild', () => {
    const board = new LiveBoardState(page);
    take(board, 'host', [...strokeActions(6), ...strokeActions(7), { k: 'undo' }]);
    const copy = LiveBoardState.fromSnapshot(board.snapshot(42));
    expect(copy.complete).toBe(false);
    expect(copy.length).toBe(1);
    expect(boardOf(copy.engine)).toEqual(boardOf(board.engine));
    take(copy, 'host', [{ k: 'redo' }]);
    take(board, 'host', [{ k: 'redo' }]);
    expect(boardOf(copy.engine)).toEqual(boardOf(board.engine));
    take(copy, 'host', [{ k: 'undo' }]);
    expect(copy.check('host', { k: 'undo' })).toBeNull();
    expect(copy.apply('host', { k: 'undo' })).toBe('rebuild');
    expect(copy.length).toBe(1);
  });

  it('carries the stroke being drawn in its snapshot, for a late joiner and a restart', () => {
    const whole = new LiveBoardState(page);
    take(whole, 'host', strokeActions(8));
    const actions = strokeActions(9);
    const pts = actions.filter((a) => a.k === 'pts');
    expect(pts.length).toBeGreaterThan(2);
    const cut = actions.indexOf(pts[1]!) + 1;
    take(whole, 'host', actions.slice(0, cut));
    const bytes = whole.snapshot(40);

    expect(snapshotOpenOp(bytes)).toEqual({
      by: 'host',
      points: actions.slice(1, cut).flatMap((a) => (a.k === 'pts' ? a.p : [])),
    });
    const restarted = LiveBoardState.fromSnapshot(bytes);
    expect(restarted.openBy).toBe('host');
    expect(restarted.openTail()).toEqual(whole.openTail());

    const { engine, open } = decodeSnapshot(bytes);
    const late = new LiveReceiver(engine);
    for (const a of resumeActions(open!)) expect(late.apply(a).kind).toBe('applied');

    const rest = actions.slice(cut);
    take(whole, 'host', rest);
    take(restarted, 'host', rest);
    for (const a of rest) expect(late.apply(a).kind).toBe('applied');
    expect(boardOf(restarted.engine)).toEqual(boardOf(whole.engine));
    expect(boardOf(engine)).toEqual(boardOf(whole.engine));
    expect(whole.openTail()).toBeNull();
  });

  it('refuses a snapshot whose open stroke is forged', () => {
    const board = new LiveBoardState(page);
    const [begin, pts] = strokeActions(10);
    take(board, 'host', [begin!, pts!]);
    const bytes = board.snapshot(3);
    const { engine, open } = decodeSnapshot(bytes);
    const stroke = open!.op as StrokeOp;
    const forged = (o: OpenOp) => () => encodeSnapshot(engine, 3, { open: o });
    const decoded = (make: () => Uint8Array) => () => decodeSnapshot(make());
    const pressed = { ...stroke, points: [1, 1, 5, 0, 0, 0] };
    expect(decoded(forged({ by: 'host', op: pressed, corner: null }))).toThrow(/pressure/);
    const laser = { ...stroke, brush: 'laser' } as unknown as StrokeOp;
    expect(decoded(forged({ by: 'host', op: laser, corner: null }))).toThrow(/open stroke/);
    // Samples promised and not there.
    const cut = bytes.subarray(0, bytes.length - 3);
    expect(() => decodeSnapshot(cut)).toThrow(/snapshot|bytes/i);
    expect(() => snapshotOpenOp(cut)).toThrow(/snapshot|bytes/i);
  });
});
