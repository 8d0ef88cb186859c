import { Suspense, use, useEffect, type ReactNode } from 'react';
import { afterLoadAndIdle } from './page-idle';

/** How near the viewport a part comes before it is taken over: a fast scroll finds it ready. */
const nearMargin = '600px';

/** Ways a reader reaches a part before scrolling to it: a tap, a click, the keyboard's focus. */
const touches = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

interface Gate {
  promise: Promise<void>;
  reach: () => void;
  /** Whether React has asked for the part once already (and been told to wait). */
  asked: boolean;
}

/** The server-drawn parts still waiting, by name; a part reached is no longer here. */
const gates = new Map<string, Gate>();

const attribute = 'data-hydrate-later';
const reachedMark = 'data-reached';
/** Set once React has hydrated the part (its effects have run): its buttons answer from then on. */
const takenOverMark = 'data-taken-over';
const takenOverEvent = 'taken-over';

/** The server's wrapper of the part named `name`, if the page has it. */
const wrapperOf = (name: string) => document.querySelector(`[${attribute}="${name}"]`);

/** The part is reached: from now on it renders, and React hydrates it if it waited. */
function reach(wrapper: Element) {
  if (wrapper.hasAttribute(reachedMark)) return;
  wrapper.setAttribute(reachedMark, '');
  const name = wrapper.getAttribute(attribute) ?? '';
  const gate = gates.get(name);
  gates.delete(name);
  gate?.reach();
}

/**
 * A touch anywhere in a part reaches it before React's own listeners hear of it (the document's
 * capture phase comes first), even if hydration has not come to the part yet: React then
 * hydrates it for the event there and then, and the tap is answered rather than lost.
 */
function reachTouched(event: Event) {
  const wrapper = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
  if (wrapper) reach(wrapper);
}

if (typeof document !== 'undefined') {
  for (const touch of touches) document.addEventListener(touch, reachTouched, { capture: true });
}

/** Reaches the part when it nears the viewport, or once the page is loaded and idle. */
function watch(wrapper: Element): () => void {
  const cleanups = [afterLoadAndIdle(() => reach(wrapper), 10_000)];
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach(wrapper);
      },
      { rootMargin: nearMargin },
    );
    // The wrapper draws no box of its own (display: contents): its children are watched.
    for (const child of wrapper.children) observer.observe(child);
    cleanups.push(() => observer.disconnect());
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * The gate a part waits at while the browser hydrates the server's page, or none: on the server,
 * for a part the browser renders itself (after a navigation), and once the part is reached.
 */
function pendingGate(name: string): Gate | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = gates.get(name);
  if (known) return known;
  const wrapper = wrapperOf(name);
  // Only the markup the server drew waits; a part the browser renders has nothing to keep.
  if (!wrapper || wrapper.hasAttribute(reachedMark)) return undefined;
  let opened = () => {};
  const promise = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const stopWatching = watch(wrapper);
  const gate: Gate = {
    promise,
    reach: () => {
      stopWatching();
      opened();
    },
    asked: false,
  };
  gates.set(name, gate);
  return gate;
}

/**
 * Settles once React has hydrated the part around `element` (at once outside any): a button
 * tapped before the app started is tapped again only when it answers. React hydrates a Suspense
 * boundary's content after the page around it, so the part is reached now and waited for.
 */
export function whenTakenOver(element: Element): Promise<void> {
  const wrapper = element.closest(`[${attribute}]`);
  if (!wrapper || wrapper.hasAttribute(takenOverMark)) return Promise.resolve();
  const takenOver = new Promise<void>((resolve) => {
    wrapper.addEventListener(takenOverEvent, () => resolve(), { once: true });
  });
  reach(wrapper);
  return takenOver;
}

function TakenOver({ name }: { name: string }) {
  useEffect(() => {
    const wrapper = wrapperOf(name);
    wrapper?.setAttribute(takenOverMark, '');
    wrapper?.dispatchEvent(new Event(takenOverEvent));
  }, [name]);
  return null;
}

function WaitUntilReached({ name, children }: { name: string; children: ReactNode }) {
  const gate = pendingGate(name);
  if (gate && !gate.asked) {
    gate.asked = true;
    use(gate.promise);
  }
  // Asked again before it was reached, React needs the part now (a context above it changed): it
  // hydrates there and then rather than be drawn again from nothing.
  return children;
}

/**
 * A part of a server-rendered page below the first screen (issue 33): its markup shows at once,
 * but React takes it over only when the reader nears it, touches it, or the page is idle, so the
 * first screen's hydration does not wait for it. A Suspense boundary that waits during hydration
 * keeps the server's markup as it is and hydrates it in place later: nothing is drawn twice.
 */
export function HydrateWhenNear({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-hydrate-later={name} className="contents">
      <Suspense fallback={null}>
        <WaitUntilReached name={name}>
          {children}
          <TakenOver name={name} />
        </WaitUntilReached>
      </Suspense>
    </div>
  );
}
