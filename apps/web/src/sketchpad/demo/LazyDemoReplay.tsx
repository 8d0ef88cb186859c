import type { DemoLog } from '@glossy/contract';
import { lazy, Suspense } from 'react';

// The replay brings the drawing engine with it: it loads only when an exercise has a demo.
const DemoReplay = lazy(() =>
  import('./ReviewDemoReplay').then((module) => ({ default: module.DemoReplay })),
);

/** An exercise's demo replay, its page's shape held by a skeleton while the engine loads. */
export function LazyDemoReplay({ demo, title }: { demo: DemoLog; title: string }) {
  return (
    <Suspense
      fallback={
        <div
          className="skeleton rounded-box w-full"
          style={{ aspectRatio: `${demo.width} / ${demo.height}` }}
        />
      }
    >
      <DemoReplay demo={demo} label={`Demo of “${title}”`} />
    </Suspense>
  );
}
