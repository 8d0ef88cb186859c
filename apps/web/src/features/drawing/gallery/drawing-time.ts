/**
 * Time spent drawing, as a card shows it: '45 s' under a minute, '12 min' under an hour, then
 * '1 h 5 min' (or '2 h' on the hour). Seconds round to the nearest one, and so do minutes, so
 * 59.6 s reads '1 min' and 59 min 40 s reads '1 h'. Nothing (or nonsense) reads '0 s'.
 */
export function drawingTime(durationMs: number): string {
  const seconds = Number.isFinite(durationMs) ? Math.max(0, Math.round(durationMs / 1000)) : 0;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
