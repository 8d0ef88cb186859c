import type { Engine } from '../core/engine/engine';
import type { FrameScheduler } from '../core/frames';
import type { LiveAction } from '../core/live/actions';
import { LiveBroadcaster } from '../core/live/broadcaster';
import { resumeActions } from '../core/live/resume';
import { LiveReceiver, type LiveResult } from '../core/live/receiver';
import { decodeSnapshot } from '../core/live/snapshot';
import type { Rect } from '../core/raster/rect';
import { strokeBrush, type SketchpadState } from '../editor/state';

/** What the live link needs of the sketchpad (passed in, so neither file imports the other). */
export interface LiveHost {
  readonly engine: Engine;
  readonly view: { showPreview(rect: Rect | null): void };
  getState(): SketchpadState;
  subscribe(fn: () => void): () => void;
  load(engine: Engine, o: { keepView: boolean }): void;
}

export type { LiveAction, LiveResult };

const animationFrames: FrameScheduler = {
  request: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * A sketchpad in a live room: it draws what arrives from the room as its own pointer would have
 * (the live preview repainted as the samples come, the committed pixels through the engine's
 * events), and tells the room what is drawn on it, once an animation frame. What arrives is
 * applied quietly, so a host's board never sends a guest's strokes back.
 */
export class PadLive {
  private receiver: LiveReceiver | null = null;
  private broadcaster: LiveBroadcaster | null = null;
  private send: ((a: LiveAction) => void) | null = null;
  /** Stops following the pad's brush, colour and size. */
  private unfollow: (() => void) | null = null;

  constructor(private readonly pad: LiveHost) {}

  apply(a: LiveAction): LiveResult {
    const { engine, view } = this.pad;
    if (this.receiver?.engine !== engine) this.receiver = new LiveReceiver(engine);
    const receiver = this.receiver;
    const take = () => receiver.apply(a);
    const result = this.broadcaster ? this.broadcaster.quietly(take) : take();
    if (result.kind === 'applied') for (const rect of result.rects) view.showPreview(rect);
    return result;
  }

  /** The room's board in place of this one's (a first join, a resync); returns its sequence. */
  loadSnapshot(bytes: Uint8Array): number {
    const { engine, seq, open } = decodeSnapshot(bytes);
    this.pad.load(engine, { keepView: true });
    if (open) for (const a of resumeActions(open)) this.apply(a);
    return seq;
  }

  /** Tells `send` what is drawn here (and the brush held) until the returned function is called. */
  broadcast(send: (a: LiveAction) => void): () => void {
    this.dispose();
    this.send = send;
    this.attach(this.pad.engine);
    this.unfollow = this.pad.subscribe(() => this.tellTool());
    return () => {
      if (this.send === send) this.dispose();
    };
  }

  dispose(): void {
    this.broadcaster?.dispose();
    this.broadcaster = null;
    this.send = null;
    this.unfollow?.();
    this.unfollow = null;
  }

  /** The pad shows another engine now: the broadcast follows it. */
  attach(engine: Engine): void {
    this.broadcaster?.dispose();
    this.broadcaster = this.send ? new LiveBroadcaster(engine, this.send, animationFrames) : null;
    this.tellTool();
  }

  private tellTool(): void {
    const st = this.pad.getState();
    this.broadcaster?.tool(strokeBrush(st), st.color, st.size);
  }
}
