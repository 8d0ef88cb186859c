/** The speeds the player offers, slowest first. */
export const playbackSpeeds = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type VideoCommand =
  | { type: 'toggle-play' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'speed-step'; step: 1 | -1 }
  | { type: 'captions' }
  | { type: 'fullscreen' }
  | { type: 'mute' };

/**
 * The player's keyboard, as the big video sites have it: Space/K play-pause, ←/→ 5 s, J/L 10 s,
 * < and > speed, C captions, F fullscreen, M mute. Anything else is left to the browser.
 */
export function commandForKey(key: string): VideoCommand | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -5 };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: 5 };
    case 'j':
    case 'J':
      return { type: 'seek-by', seconds: -10 };
    case 'l':
    case 'L':
      return { type: 'seek-by', seconds: 10 };
    case '<':
      return { type: 'speed-step', step: -1 };
    case '>':
      return { type: 'speed-step', step: 1 };
    case 'c':
    case 'C':
      return { type: 'captions' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    default:
      return null;
  }
}

/**
 * Whether a key pressed on `target` belongs to that control rather than to the player: a
 * button's Space and Enter, the speed list's every key, the seek bar's up/down/Home/End.
 */
export function keyBelongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) {
    return key === ' ' || key === 'Enter';
  }
  if (target instanceof HTMLInputElement) {
    return ['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
  }
  return false;
}

/** The next speed up or down from `current`, staying within the offered ones. */
export function stepSpeed(current: number, step: 1 | -1): number {
  const speeds: readonly number[] = playbackSpeeds;
  const at = speeds.findIndex((speed) => speed >= current - 1e-6);
  const here = at < 0 ? speeds.length - 1 : at;
  // Between two offered speeds (set elsewhere), going down lands on the lower one first.
  const exact = Math.abs((speeds[here] ?? current) - current) < 1e-6;
  const next = step > 0 ? (exact ? here + 1 : here) : here - 1;
  return speeds[Math.min(speeds.length - 1, Math.max(0, next))] ?? current;
}

export const formatSpeed = (rate: number) => `${rate}×`;

/**
 * Where a video picks up: the saved position, unless it is the first seconds (start over) or the
 * very end, the last ten seconds or tenth of a short clip (the student had finished it: watching
 * again starts at the beginning).
 */
export function resumePoint(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved < 2) return 0;
  const end = Math.min(10, duration * 0.1);
  if (Number.isFinite(duration) && duration > 0 && saved > duration - end) return 0;
  return saved;
}
