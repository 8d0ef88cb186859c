/**
 * The player's own line icons (media controls, done marks), on the same 24 px grid and stroke as
 * the dashboard's, kept here so the site's shared icon set does not grow for one screen.
 */
const paths = {
  play: ['M7 4.5v15l12.5-7.5z'],
  pause: ['M7 5h3.5v14H7z', 'M13.5 5H17v14h-3.5z'],
  volume: [
    'M4 9.5h3.5L12 5.5v13l-4.5-4H4z',
    'M15.5 9a4 4 0 0 1 0 6',
    'M18.5 6.5a7.5 7.5 0 0 1 0 11',
  ],
  muted: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4z', 'm16 9.5 5 5', 'm21 9.5-5 5'],
  captions: ['M3 5.5h18v13H3z', 'M10 10.5a2 2 0 1 0 0 3', 'M17 10.5a2 2 0 1 0 0 3'],
  expand: ['M4 9V4h5', 'M20 9V4h-5', 'M4 15v5h5', 'M20 15v5h-5'],
  shrink: ['M9 4v5H4', 'M15 4v5h5', 'M9 20v-5H4', 'M15 20v-5h5'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  previous: ['m15 5-7 7 7 7'],
  next: ['m9 5 7 7-7 7'],
  lock: ['M5 11h14v10H5z', 'M8 11V7.5a4 4 0 0 1 8 0V11'],
  award: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.2 13.6 7 22l5-3 5 3-1.2-8.4'],
  back: ['M19 12H5', 'm11 6-6 6 6 6'],
} as const;

export type PlayerIconName = keyof typeof paths;

export function PlayerIcon({
  name,
  className = 'size-5',
  filled = false,
}: {
  name: PlayerIconName;
  className?: string;
  /** Solid shapes (play, pause) read better filled at small sizes. */
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1.2 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
