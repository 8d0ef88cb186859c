import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import { perspectiveGuide } from '../../src/core/guides/guides';
import { LiveBoardState } from '../../src/core/live/board';
import { decodeSnapshot } from '../../src/core/live/snapshot';
import { broadcastFrom } from '../live/host';

const page = { width: 200, height: 150, scale: 1 };
const guides = [
  perspectiveGuide([
    { x: 20, y: 50 },
    { x: 180, y: 50 },
  ]),
];

describe('guides on a live room’s board', () => {
  it('go out as the host sets them, and reach the room’s board and a late joiner', () => {
    const host = new Engine(page);
    const { wire } = broadcastFrom(host);
    host.apply({ t: 'guides', guides });
    expect(wire).toEqual([{ k: 'op', op: { t: 'guides', guides } }]);
    const room = new LiveBoardState(page);
    expect(room.check('host', wire[0]!)).toBeNull();
    expect(room.apply('host', wire[0]!)).toBe('applied');
    expect(room.engine.doc.guides).toEqual(guides);
    expect(decodeSnapshot(room.snapshot(1)).engine.doc.guides).toEqual(guides);
    expect(room.apply('host', { k: 'undo' })).toBe('applied');
    expect(room.engine.doc.guides).toEqual([]);
  });

  it('are the host’s to set: a guest drawing on their own layer may not', () => {
    const room = new LiveBoardState(page);
    const action = { k: 'op', op: { t: 'guides', guides } } as const;
    expect(room.check('guest', action, { layer: 'guest-1' })).toMatch(/only the host sets guides/);
    expect(
      room.check('host', { k: 'op', op: { t: 'guides', guides: [{ kind: 'spiral' }] } }),
    ).toMatch(/bad guides/);
  });
});
