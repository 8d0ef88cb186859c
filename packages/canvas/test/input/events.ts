/** What a test sets on a pointer event beyond its init: the browser's clock and sample lists. */
export interface PointerExtras {
  time?: number;
  coalesced?: PointerEventInit[];
  predicted?: PointerEventInit[];
}

/**
 * A pointer event as a browser sends it, in jsdom: its timeStamp fixed by the test, and
 * getCoalescedEvents / getPredictedEvents (which jsdom lacks) answering the given samples.
 */
export function pointer(type: string, init: PointerEventInit, extras: PointerExtras = {}) {
  const e = new PointerEvent(type, { bubbles: true, cancelable: true, button: 0, ...init });
  const each = (list: PointerEventInit[] | undefined) => () =>
    (list ?? []).map((c) => new PointerEvent(type, { ...init, ...c }));
  Object.defineProperties(e, {
    timeStamp: { value: extras.time ?? 0 },
    getCoalescedEvents: { value: each(extras.coalesced) },
    getPredictedEvents: { value: each(extras.predicted) },
  });
  return e;
}

/** Fingers, a pen and a mouse on `el`, each a pointer of its own. */
export function handsOn(el: HTMLElement) {
  const send = (type: string, init: PointerEventInit, extras?: PointerExtras) =>
    el.dispatchEvent(pointer(type, init, extras));
  const finger = (id: number) => ({
    down: (x: number, y: number, time = 0) =>
      send(
        'pointerdown',
        { pointerId: id, pointerType: 'touch', clientX: x, clientY: y },
        { time },
      ),
    move: (x: number, y: number, time = 0) =>
      send(
        'pointermove',
        { pointerId: id, pointerType: 'touch', clientX: x, clientY: y },
        { time },
      ),
    up: (time = 0) => send('pointerup', { pointerId: id, pointerType: 'touch' }, { time }),
    cancel: () => send('pointercancel', { pointerId: id, pointerType: 'touch' }),
  });
  const pen = {
    down: (x: number, y: number) =>
      send('pointerdown', {
        pointerId: 9,
        pointerType: 'pen',
        clientX: x,
        clientY: y,
        pressure: 0.5,
      }),
    move: (x: number, y: number) =>
      send('pointermove', {
        pointerId: 9,
        pointerType: 'pen',
        clientX: x,
        clientY: y,
        pressure: 0.5,
      }),
    up: () => send('pointerup', { pointerId: 9, pointerType: 'pen' }),
  };
  return { send, finger, pen };
}
