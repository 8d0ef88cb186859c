import type { Sample } from '../core/ink/sample';
import type { PointerHandlers } from '../editor/toolHost';
import { FingerTaps } from './fingerTaps';
import { guardTouches } from './touchGuard';

type ToDoc = (clientX: number, clientY: number) => { x: number; y: number };

export interface InputOptions {
  /**
   * A board that can only be looked at, where every press pans (one finger or the mouse) and two
   * fingers pinch, as the hand does on a board drawn on.
   */
  viewOnly?: boolean;
  /** Whether a finger draws now; when not, one finger pans and two pinch. Asked at each touch. */
  fingerDraws?: () => boolean;
  /** The first pen on this board: its artist may rest a palm on it from now on. */
  onPen?: () => void;
  /** Two or three fingers tapped together (no stroke is left behind by them). */
  onTap?: (fingers: number) => void;
}

/** Where Space means 'hold to pan' rather than pressing a focused button or typing a space. */
function spaceMayPan(target: EventTarget | null, board: HTMLElement): boolean {
  return target === board || target === document.body || target === document.documentElement;
}

/**
 * Pointer events for mouse, pen and touch. Keeps every coalesced sample (from pointerrawupdate
 * while drawing, where the browser has it: those come as the device reports them, not once a
 * frame), hands the predicted ones to the live tail, falls back to simulated pressure where the
 * device has none, and rejects palms: touches are ignored while a pen is down, and a finger
 * draws only while the page says so (fingerDraws). Taps of two and three fingers are told apart
 * from pinches.
 */
export class PointerInput {
  private penSeen = false;
  private drawing: { id: number; start: number; touch: boolean } | null = null;
  /** The pen on the board now: touches meanwhile are a resting hand. */
  private penDown: number | null = null;
  private readonly palms = new Set<number>();
  private readonly taps = new FingerTaps();
  /** Samples arrive by pointerrawupdate while drawing; pointermove then brings predictions only. */
  private readonly rawUpdates: boolean;
  /** TypeScript's DOM types call pointerrawupdate a plain Event; browsers send a PointerEvent. */
  private readonly onRaw = (e: Event) => {
    if (e instanceof PointerEvent) this.take(e);
  };
  /** A hand drag (Space held, or the middle button): moves the view, never draws. */
  private panning: { id: number; x: number; y: number } | null = null;
  private spaceHeld = false;
  private readonly touches = new Map<number, { x: number; y: number }>();
  private readonly disposers: (() => void)[] = [];

  private readonly viewOnly: boolean;

  constructor(
    private readonly el: HTMLElement,
    private readonly toDoc: ToDoc,
    private readonly on: PointerHandlers,
    private readonly o: InputOptions = {},
  ) {
    this.viewOnly = o.viewOnly ?? false;
    this.rawUpdates = 'onpointerrawupdate' in el;
    if (this.viewOnly) el.style.cursor = 'grab';
    this.disposers.push(guardTouches(el));
    this.listen('pointerdown', (e) => this.onDown(e));
    this.listen('pointermove', (e) => this.onMove(e));
    this.listen('pointerup', (e) => this.onUp(e));
    this.listen('pointerleave', (e) => this.onUp(e));
    this.listen('pointercancel', (e) => this.onCancel(e));
    const wheel = (e: WheelEvent) => this.onWheel(e);
    el.addEventListener('wheel', wheel, { passive: false });
    this.disposers.push(() => el.removeEventListener('wheel', wheel));
    const menu = (e: Event) => e.preventDefault();
    el.addEventListener('contextmenu', menu);
    this.disposers.push(() => el.removeEventListener('contextmenu', menu));
    const key = (e: KeyboardEvent) => this.onSpace(e);
    window.addEventListener('keydown', key);
    window.addEventListener('keyup', key);
    this.disposers.push(() => {
      window.removeEventListener('keydown', key);
      window.removeEventListener('keyup', key);
    });
  }

  private onSpace(e: KeyboardEvent): void {
    if (e.code !== 'Space' && e.key !== ' ') return;
    const down = e.type === 'keydown';
    if (down && !spaceMayPan(e.target, this.el)) return;
    // Held down, the key repeats: and a page must not scroll under the artist.
    if (down) e.preventDefault();
    if (this.spaceHeld === down) return;
    this.spaceHeld = down;
    this.el.style.cursor = this.idleCursor();
  }

  private idleCursor(): string {
    return this.spaceHeld || this.viewOnly ? 'grab' : 'crosshair';
  }

  destroy(): void {
    this.el.removeEventListener('pointerrawupdate', this.onRaw);
    for (const d of this.disposers) d();
  }

  private listen(
    type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointerleave' | 'pointercancel',
    fn: (e: PointerEvent) => void,
  ): void {
    this.el.addEventListener(type, fn);
    this.disposers.push(() => this.el.removeEventListener(type, fn));
  }

  private sample(e: PointerEvent, start: number): Sample {
    const p = this.toDoc(e.clientX, e.clientY);
    return {
      x: p.x,
      y: p.y,
      // Mouse reports 0.5 while a button is down; simulated pressure replaces it anyway.
      pressure: e.pointerType === 'pen' ? e.pressure : 0.5,
      tiltX: e.tiltX || 0,
      tiltY: e.tiltY || 0,
      time: Math.max(0, e.timeStamp - start),
    };
  }

  private onDown(e: PointerEvent): void {
    if (e.pointerType === 'pen') this.penArrived(e.pointerId);
    const middle = e.pointerType === 'mouse' && e.button === 1;
    // Touch pans in the gesture code below, where a second finger can join.
    const viewing = this.viewOnly && e.pointerType !== 'touch';
    const hand = (this.spaceHeld || viewing) && e.button === 0;
    if ((middle || hand) && !this.drawing) {
      e.preventDefault();
      this.panning = { id: e.pointerId, x: e.clientX, y: e.clientY };
      this.el.setPointerCapture?.(e.pointerId);
      this.el.style.cursor = 'grabbing';
      return;
    }
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Leaving the board must end the stroke, so no pointer capture (touch captures implicitly).
    if (this.el.hasPointerCapture(e.pointerId)) this.el.releasePointerCapture(e.pointerId);
    if (e.pointerType === 'touch' && !this.fingerMayDraw(e)) return;
    if (this.drawing) return;
    e.preventDefault();
    // Focus for the keyboard shortcuts, without a focus ring: the pointer is not the keyboard.
    this.el.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    this.drawing = { id: e.pointerId, start: e.timeStamp, touch: e.pointerType === 'touch' };
    if (this.rawUpdates) this.el.addEventListener('pointerrawupdate', this.onRaw);
    this.on.down(this.sample(e, e.timeStamp), e.pointerType === 'pen' ? 'device' : 'simulate', e);
  }

  /** A pen landed: a finger's stroke under way was a palm's, and is dropped. */
  private penArrived(id: number): void {
    this.penDown = id;
    if (!this.penSeen) this.o.onPen?.();
    this.penSeen = true;
    if (this.drawing?.touch) this.stop('cancel');
  }

  /**
   * Takes a touch: a palm while a pen is down, a finger of a gesture or a tap, or one that
   * may draw. A second finger within a tap's time undoes the first one's stroke (no step is
   * left behind); later it leaves the stroke as drawn and the two pinch.
   */
  private fingerMayDraw(e: PointerEvent): boolean {
    e.preventDefault();
    if (this.penDown !== null) {
      this.palms.add(e.pointerId);
      return false;
    }
    this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.taps.down(e.pointerId, e.clientX, e.clientY, e.timeStamp);
    if (this.drawing?.touch) {
      this.stop(this.taps.within(e.timeStamp) ? 'cancel' : 'up');
      return false;
    }
    const draws = this.o.fingerDraws?.() ?? true;
    return draws && !this.viewOnly && this.touches.size === 1;
  }

  private onMove(e: PointerEvent): void {
    const pan = this.panning;
    if (pan && e.pointerId === pan.id) {
      this.on.gesture(e.clientX - pan.x, e.clientY - pan.y, 1, e.clientX, e.clientY);
      this.panning = { ...pan, x: e.clientX, y: e.clientY };
      return;
    }
    if (e.pointerType === 'touch') this.taps.move(e.pointerId, e.clientX, e.clientY);
    if (e.pointerType === 'touch' && this.touches.has(e.pointerId) && !this.drawing) {
      this.gesture(e);
      return;
    }
    const d = this.drawing;
    if (!d || e.pointerId !== d.id) return;
    // With raw updates the samples came already: taking them again would draw them twice.
    if (!this.rawUpdates) this.take(e);
    const predicted = typeof e.getPredictedEvents === 'function' ? e.getPredictedEvents() : [];
    this.on.predict?.(predicted.map((p) => this.sample(p, d.start)));
  }

  /** Every coalesced sample of a move of the drawing pointer. */
  private take(e: PointerEvent): void {
    const d = this.drawing;
    if (!d || e.pointerId !== d.id) return;
    const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    const list = events.length > 0 ? events : [e];
    this.on.move(
      list.map((c) => this.sample(c, d.start)),
      e.shiftKey,
    );
  }

  private onUp(e: PointerEvent): void {
    if (this.penDown === e.pointerId) this.penDown = null;
    if (this.panning?.id === e.pointerId) {
      this.panning = null;
      this.el.style.cursor = this.idleCursor();
      return;
    }
    if (e.pointerType === 'touch') this.fingerLifted(e);
    if (this.drawing?.id === e.pointerId) this.stop('up');
  }

  private onCancel(e: PointerEvent): void {
    if (this.panning?.id === e.pointerId) this.panning = null;
    if (this.penDown === e.pointerId) this.penDown = null;
    this.touches.delete(e.pointerId);
    this.palms.delete(e.pointerId);
    this.taps.cancel(e.pointerId);
    if (this.drawing?.id === e.pointerId) this.stop('cancel');
  }

  private fingerLifted(e: PointerEvent): void {
    this.touches.delete(e.pointerId);
    if (this.palms.delete(e.pointerId)) return;
    const fingers = this.taps.up(e.pointerId, e.timeStamp);
    if (fingers >= 2 && !this.viewOnly) this.o.onTap?.(fingers);
  }

  /** Ends the stroke under way: kept (`up`) or dropped without a trace (`cancel`). */
  private stop(how: 'up' | 'cancel'): void {
    this.drawing = null;
    this.el.removeEventListener('pointerrawupdate', this.onRaw);
    if (how === 'up') this.on.up();
    else this.on.cancel();
  }

  /**
   * One finger pans; two fingers pan by their midpoint, zoom by their spread and turn the view
   * by their twist.
   */
  private gesture(e: PointerEvent): void {
    const prev = this.touches.get(e.pointerId);
    if (!prev) return;
    const others = [...this.touches.entries()].filter(([id]) => id !== e.pointerId);
    const other = others[0]?.[1];
    const next = { x: e.clientX, y: e.clientY };
    this.touches.set(e.pointerId, next);
    if (!other) {
      this.on.gesture(next.x - prev.x, next.y - prev.y, 1, next.x, next.y);
      return;
    }
    const before = Math.hypot(prev.x - other.x, prev.y - other.y) || 1;
    const after = Math.hypot(next.x - other.x, next.y - other.y) || 1;
    const cx = (next.x + other.x) / 2;
    const cy = (next.y + other.y) / 2;
    const twist =
      Math.atan2(next.y - other.y, next.x - other.x) -
      Math.atan2(prev.y - other.y, prev.x - other.x);
    // atan2 jumps by a whole turn across ±π: the finger moved a little, not almost a full turn.
    const angle = Math.atan2(Math.sin(twist), Math.cos(twist));
    this.on.gesture((next.x - prev.x) / 2, (next.y - prev.y) / 2, after / before, cx, cy, angle);
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    if (e.ctrlKey || e.metaKey)
      this.on.gesture(0, 0, Math.exp(-e.deltaY / 300), e.clientX, e.clientY);
    else this.on.gesture(-e.deltaX, -e.deltaY, 1, e.clientX, e.clientY);
  }
}
