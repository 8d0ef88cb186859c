/**
 * Velocity-based pressure for devices that report none (mouse, most touch screens), the same
 * model perfect-freehand uses: fast movement thins the line, slow movement thickens it.
 */
export class SimulatedPressure {
  private value = 0.5;

  next(distance: number, size: number): number {
    const speed = Math.min(1, distance / Math.max(size, 1));
    const target = Math.min(1, 1 - speed);
    this.value = Math.min(1, this.value + (target - this.value) * (speed * 0.275));
    return this.value;
  }
}

/** Radius for a pressure, perfect-freehand's formula: thinning 0 ignores pressure entirely. */
export function radiusFor(size: number, thinning: number, pressure: number): number {
  return Math.max(0.25, size * (0.5 - thinning * (0.5 - pressure)));
}
