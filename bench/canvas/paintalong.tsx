// The paint-along page: the student's sketchpad and, beside it, the lesson page's own
// PaintAlongPanel (React, production build) replaying the seeded demos, as /learn/…/practise
// shows them. Frames and pointer events are timed in the page (see measure.ts).
import { createRoot } from 'react-dom/client';
import type { DemoLog } from '@glossy/contract';
import { Sketchpad, type StrokeLog } from '../../packages/canvas/src/index';
import { PaintAlongPanel } from '../../apps/web/src/features/classroom/practise/PaintAlongPanel';
import { demoNames, drawDemo } from '../../apps/server/src/db/seed/demo-strokes';
import { instrumentFrames, instrumentPointer } from './measure';

declare global {
  interface Window {
    bench: Record<string, () => unknown>;
  }
}

// Before anything asks for a frame, so every replay frame is timed.
const frames = instrumentFrames();
const pointer = instrumentPointer();

/**
 * Every seeded demo one after the other, three times over: real lesson strokes, and long
 * enough at 16× to still be playing when the benchmark's stroke ends.
 */
function seededDemos(): StrokeLog {
  const logs = demoNames.map((name) => drawDemo(name));
  const first = logs[0];
  if (!first) throw new Error('no demos');
  const ops = logs.flatMap((log) => log.ops);
  return { ...first, ops: [...ops, ...ops, ...ops] } as StrokeLog;
}

const host = document.getElementById('host');
const panel = document.getElementById('panel');
if (!host || !panel) throw new Error('bench page without its hosts');
const pad = new Sketchpad(host, { autosave: null });
const demo = seededDemos();
createRoot(panel).render(
  <PaintAlongPanel demo={demo as unknown as DemoLog} pad={pad} boardWidth={1000} />,
);

window.bench = {
  demoOps: () => demo.ops.length,
  reset: () => {
    frames.reset();
    pointer.reset();
  },
  pointer: () => pointer.summary(),
  frames: () => frames.summary(),
};
