import type { BoardAction } from '@glossy/contract';
import { describe, expect, it, vi } from 'vitest';
import { BoardFeed, type LiveBoardSink } from '../../src/features/live/room/board-feed';

const end: BoardAction = { k: 'end' };
const undo: BoardAction = { k: 'undo' };

const sink = (takes = true) => ({
  load: vi.fn<LiveBoardSink['load']>(),
  apply: vi.fn<LiveBoardSink['apply']>(() => takes),
});

describe('the board feed', () => {
  it('keeps what arrives before the board mounts and gives it all once it does', () => {
    const feed = new BoardFeed(vi.fn());
    feed.arrive(new Uint8Array([1]));
    feed.apply(end, false);
    const board = sink();
    feed.attach(board);
    expect(board.load).toHaveBeenCalledWith(new Uint8Array([1]));
    expect(board.apply.mock.calls).toEqual([[end]]);
  });

  it('puts this tab’s unacknowledged actions back on top of a new snapshot', () => {
    const feed = new BoardFeed(vi.fn());
    const board = sink();
    feed.attach(board);
    feed.arrive(new Uint8Array([2]), [end]);
    expect(board.load).toHaveBeenCalledOnce();
    expect(board.apply.mock.calls).toEqual([[end]]);
  });

  it('gives a board made again the snapshot and what others drew since', () => {
    const requestBoard = vi.fn();
    const feed = new BoardFeed(requestBoard);
    feed.arrive(new Uint8Array([1]));
    const detach = feed.attach(sink());
    feed.apply(end, false);
    detach();
    const again = sink();
    feed.attach(again);
    expect(requestBoard).not.toHaveBeenCalled();
    expect(again.load).toHaveBeenCalledWith(new Uint8Array([1]));
    expect(again.apply.mock.calls).toEqual([[end]]);
  });

  it('asks the room for the board when a board made again misses what this tab drew', () => {
    const requestBoard = vi.fn();
    const feed = new BoardFeed(requestBoard);
    feed.arrive(new Uint8Array([1]));
    const detach = feed.attach(sink());
    feed.apply(end, true);
    detach();
    const again = sink();
    feed.attach(again);
    expect(requestBoard).toHaveBeenCalledOnce();
    expect(again.load).not.toHaveBeenCalled();
    feed.arrive(new Uint8Array([3]));
    expect(again.load).toHaveBeenCalledWith(new Uint8Array([3]));
  });

  it('asks the room for the board when the board cannot take an action where it is', () => {
    const requestBoard = vi.fn();
    const feed = new BoardFeed(requestBoard);
    feed.attach(sink(false));
    feed.arrive(new Uint8Array([1]));
    feed.apply(undo, false);
    expect(requestBoard).toHaveBeenCalledOnce();
  });
});
