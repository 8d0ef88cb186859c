import type { DemoName } from './demo-strokes';

/**
 * The demo lessons' videos: each is the engine painting one demo's stroke log, rendered frame by
 * frame and encoded by scripts/art/lesson-videos.mjs, which reads these lengths. A length is
 * under a minute or whole minutes, because the lesson's label shows seconds only below a minute.
 */
export const demoVideoSeconds = {
  cube: 45,
  sphere: 30,
  head: 30,
  gesture: 30,
  botanical: 30,
  landscape: 60,
  street: 50,
  colour: 30,
  sprite: 45,
  panels: 30,
} satisfies Record<DemoName, number>;

export const demoVideoUrl = (name: DemoName) => `/media/lesson-videos/${name}.mp4`;
export const demoCaptionsUrl = (name: DemoName) => `/media/lesson-videos/${name}.vtt`;
