import { Suspense, use, type ReactNode } from 'react';
import { afterLoadAndIdle } from './page-idle';

/** How near the viewport a part comes before it is taken over: a fast scroll finds it ready. */
const nearMargin = '600px';

/** Ways a reader reaches a part before scrolling to it: a tap, a click, the keyboard's focus. */
const touches = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  promise: Promise<void>;
  /** Whether React has asked for the part once already (and been told to wait). */
  asked: boolean;
}

/** The server-drawn parts still waiting, by name; a part taken over is no longer here. */
const gates = new Map<string, Gate>();

const marker = (name: string) => `[data-hydrate-later="${name}"]`;

/** Settles when the part nears the viewport, is touched, or the page is loaded and idle. */
function whenReached(wrapper: Element): Promise<void> {
  return new Promise((reached) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      reached();
    };
    for (const touch of touches) {
      wrapper.addEventListener(touch, done, { capture: true, once: true });
      cleanups.push(() => wrapper.removeEventListener(touch, done, { capture: true }));
    }
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: nearMargin },
      );
      // The wrapper draws no box of its own (display: contents): its children are watched.
      for (const child of wrapper.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    }
    cleanups.push(afterLoadAndIdle(done, 10_000));
  });
}

/**
 * The promise a part waits on while the browser hydrates the server's page, or none: on the
 * server, for a part the browser renders itself (after a navigation), and once the part has been
 * taken over.
 */
function pendingGate(name: string): Gate | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = gates.get(name);
  if (known) return known;
  const wrapper = document.querySelector(marker(name));
  // Only the markup the server drew waits; a part the browser renders has nothing to keep.
  if (!wrapper || wrapper.hasAttribute('data-hydrated')) return undefined;
  const gate: Gate = {
    promise: whenReached(wrapper).then(() => {
      gates.delete(name);
      wrapper.setAttribute('data-hydrated', '');
    }),
    asked: false,
  };
  gates.set(name, gate);
  return gate;
}

function WaitUntilReached({ name, children }: { name: string; children: ReactNode }) {
  const gate = pendingGate(name);
  if (gate && !gate.asked) {
    gate.asked = true;
    use(gate.promise);
  }
  // Asked again before it was reached, React needs the part now (a click on it, or a context above
  // it changed): it hydrates there and then rather than be drawn again from nothing.
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
        <WaitUntilReached name={name}>{children}</WaitUntilReached>
      </Suspense>
    </div>
  );
}
