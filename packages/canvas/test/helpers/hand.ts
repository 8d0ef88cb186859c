import { pushSample, quantize } from '../../src/core/ink/sample';
import { prng } from '../../src/core/raster/texture';

/**
 * A stroke as a hand draws it with a pen reporting at 240 Hz: speed and direction wander
 * smoothly, pressure swells and fades with a tremor, the pen leans and drifts, the digitizer
 * adds a little noise and the timestamps a little jitter. Quantized as the engine keeps it.
 */
export function handStroke(samples: number, seed = 1, rate = 240): number[] {
  const rnd = prng(seed);
  const points: number[] = [];
  let x = 100 + rnd() * 800;
  let y = 80 + rnd() * 340;
  let heading = rnd() * Math.PI * 2;
  let turn = 0;
  let speed = 300;
  const dt = 1000 / rate;
  for (let i = 0; i < samples; i++) {
    const time = Math.max(0, i * dt + (rnd() - 0.5) * 0.6);
    turn = turn * 0.97 + (rnd() - 0.5) * 0.004;
    heading += turn;
    speed = Math.min(900, Math.max(150, speed + (rnd() - 0.5) * 40));
    x += (Math.cos(heading) * speed * dt) / 1000;
    y += (Math.sin(heading) * speed * dt) / 1000;
    const swell = Math.min(1, i / 15, (samples - i) / 15);
    const pressure = 0.15 + swell * (0.5 + 0.15 * Math.sin(i / 40)) + (rnd() - 0.5) * 0.006;
    pushSample(
      points,
      quantize({
        x: x + (rnd() - 0.5) * 0.04,
        y: y + (rnd() - 0.5) * 0.04,
        pressure,
        tiltX: 32 + 4 * Math.sin(i / 200),
        tiltY: -12 + 3 * Math.cos(i / 170),
        time,
      }),
    );
  }
  return points;
}
