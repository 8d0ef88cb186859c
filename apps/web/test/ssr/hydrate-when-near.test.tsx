import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from '../../src/lib/HydrateWhenNear';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

function Page({ part }: { part: string }) {
  return (
    <main>
      <h1>First screen</h1>
      <HydrateWhenNear name={part}>
        <section>
          <Counter />
        </section>
      </HydrateWhenNear>
    </main>
  );
}

/** The browser's IntersectionObserver, driven by the test: it reports what the test says. */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class TestIntersectionObserver {
  readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

const idle: (() => void)[] = [];
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  observed.length = 0;
  idle.length = 0;
  vi.unstubAllGlobals();
});

const button = () => container.querySelector('button')!;

/** The server's markup of the page, taken over by React as the browser would. */
async function hydrated(part: string) {
  container.innerHTML = renderToString(<Page part={part} />);
  const drawn = button();
  await act(async () => {
    root = hydrateRoot(container, <Page part={part} />);
  });
  return drawn;
}

/** Whether React has hydrated the node (it keeps its fiber on the node it takes over). */
const takenOver = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber'));

const reach = (how: () => void) => act(async () => how());

describe('a part below the first screen', () => {
  it('keeps the server’s markup untouched until the reader nears it, then hydrates in place', async () => {
    const drawn = await hydrated('near');
    expect(takenOver(button())).toBe(false);
    expect(takenOver(container.querySelector('h1')!)).toBe(true);

    await reach(() => {
      for (const { callback, targets } of observed) {
        const entries = targets.map((target) => ({ isIntersecting: true, target }));
        callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    });
    expect(takenOver(button())).toBe(true);
    expect(button()).toBe(drawn);
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
    const wrapper = container.querySelector('[data-hydrate-later="near"]');
    expect(wrapper?.hasAttribute('data-reached')).toBe(true);
  });

  it('answers a click that comes first: React takes the part over for it there and then', async () => {
    const drawn = await hydrated('clicked');
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
    expect(button()).toBe(drawn);
  });

  it('answers a click that comes before hydration has come to the part at all', async () => {
    container.innerHTML = renderToString(<Page part="early" />);
    const drawn = button();
    root = hydrateRoot(container, <Page part="early" />);
    drawn.click();
    await act(async () => undefined);
    expect(button()).toBe(drawn);
    expect(button().textContent).toBe('Tapped 1');
  });

  it('is taken over by a tap on it, so the tap that follows is answered', async () => {
    const drawn = await hydrated('tapped');
    await reach(() => button().dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
    expect(button()).toBe(drawn);
  });

  it('is taken over once the loaded page is idle, even if never scrolled to', async () => {
    await hydrated('idle');
    expect(idle).toHaveLength(1);
    await reach(() => idle.splice(0).forEach((run) => run()));
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
  });

  it('works at once where the browser renders it itself, after a navigation', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page part="navigated" />);
    });
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
    expect(observed).toHaveLength(0);
  });
});
