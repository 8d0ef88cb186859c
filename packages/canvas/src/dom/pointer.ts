import type { Sample } from '../core/ink/sample';
import type { PointerHandlers } from '../editor/toolRouter';

type ToDoc = (clientX: number, clientY: number) => { x: number; y: number };

/** Where Space means 'hold to pan' rather than pressing a focused button or typing a space. */
function spaceMayPan(target: EventTarget | null, board: HTMLElement): boolean {
  return target === board || target === document.body || target === document.documentElement;
}

/**
 * Pointer events for mouse, pen and touch. Keeps every coalesced sample, falls back to
 * simulated pressure where the device has none, and rejects palms: once a pen has been seen,
 * touch pans and zooms instead of drawing.
 */
export class PointerInput {
  private penSeen = false;
  private drawing: { id: number; start: number } | null = null;
  /** A hand drag (Space held, or the middle button): moves the view, never draws. */
  private panning: { id: number; x: number; y: number } | null = null;
  private spaceHeld = false;
  private readonly touches = new Map<number, { x: number; y: number }>();
  private readonly disposers: (() => void)[] = [];

  /**
   * `viewOnly`: a board that can only be looked at, where every press pans (one finger or the
   * mouse) and two fingers pinch, as the hand does on a board drawn on.
   */
  constructor(
    private readonly el: HTMLElement,
    private readonly toDoc: ToDoc,
    private readonly on: PointerHandlers,
    private readonly viewOnly = false,
  ) {
    if (viewOnly) el.style.cursor = 'grab';
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
    if (e.pointerType === 'pen') this.penSeen = true;
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
    if (e.pointerType === 'touch') {
      this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (this.penSeen || this.touches.size > 1 || this.viewOnly) {
        if (this.drawing) {
          this.drawing = null;
          this.on.cancel();
        }
        e.preventDefault();
        return;
      }
    }
    if (this.drawing) return;
    e.preventDefault();
    // Focus for the keyboard shortcuts, without a focus ring: the pointer is not the keyboard.
    this.el.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    this.drawing = { id: e.pointerId, start: e.timeStamp };
    this.on.down(this.sample(e, e.timeStamp), e.pointerType === 'pen' ? 'device' : 'simulate', e);
  }

  private onMove(e: PointerEvent): void {
    const pan = this.panning;
    if (pan && e.pointerId === pan.id) {
      this.on.gesture(e.clientX - pan.x, e.clientY - pan.y, 1, e.clientX, e.clientY);
      this.panning = { ...pan, x: e.clientX, y: e.clientY };
      return;
    }
    if (e.pointerType === 'touch' && this.touches.has(e.pointerId) && !this.drawing) {
      this.gesture(e);
      return;
    }
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
    if (this.panning?.id === e.pointerId) {
      this.panning = null;
      this.el.style.cursor = this.idleCursor();
      return;
    }
    if (e.pointerType === 'touch') this.touches.delete(e.pointerId);
    if (this.drawing?.id !== e.pointerId) return;
    this.drawing = null;
    this.on.up();
  }

  private onCancel(e: PointerEvent): void {
    if (this.panning?.id === e.pointerId) this.panning = null;
    this.touches.delete(e.pointerId);
    if (this.drawing?.id !== e.pointerId) return;
    this.drawing = null;
    this.on.cancel();
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
