import { botanicalDemo, cubeDemo, gestureDemo, headDemo, sphereDemo } from './demo-forms';
import { colourDemo, spriteDemo } from './demo-colour';
import { landscapeDemo, panelsDemo, streetDemo } from './demo-scenes';
import type { StrokeLog } from './demo-sketch';

/** Every demo an exercise can show, drawn in code at seed time (no stroke files in the repo). */
const drawings = {
  cube: cubeDemo,
  sphere: sphereDemo,
  head: headDemo,
  gesture: gestureDemo,
  botanical: botanicalDemo,
  landscape: landscapeDemo,
  street: streetDemo,
  colour: colourDemo,
  sprite: spriteDemo,
  panels: panelsDemo,
} satisfies Record<string, () => StrokeLog>;

export type DemoName = keyof typeof drawings;
export const demoNames = Object.keys(drawings) as DemoName[];

/** Draws the demo afresh. */
export const drawDemo = (name: DemoName): StrokeLog => drawings[name]();

const drawn = new Map<DemoName, StrokeLog>();

/** The demo's stroke log; drawn once per process, since several exercises share a demo. */
export function demoStrokeLog(name: DemoName): StrokeLog {
  let log = drawn.get(name);
  if (!log) {
    log = drawDemo(name);
    drawn.set(name, log);
  }
  return log;
}
