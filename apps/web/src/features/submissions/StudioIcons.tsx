/** The studio's small action icons, on the dashboard's 24 px line grid. */
const paths = {
  up: ['m6 15 6-6 6 6'],
  down: ['m6 9 6 6 6-6'],
  edit: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'],
  trash: ['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6'],
  video: ['M3 6h13v12H3z', 'm16 10 5-3v10l-5-3'],
  article: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 12h7', 'M9 16h7'],
  exercise: ['M12 19l7-7 3 3-7 7z', 'M18 13l-1.5-7.5L2 2l3.5 14.5L13 18z', 'M2 2l7.6 7.6'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  picture: [
    'M3 5h18v14H3z',
    'm3 16 5-5 4 4 3-3 6 6',
    'M15.5 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
  link: [
    'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
    'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  ],
  heading: ['M6 4v16', 'M18 4v16', 'M6 12h12'],
  list: ['M9 6h12', 'M9 12h12', 'M9 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  numbered: ['M10 6h11', 'M10 12h11', 'M10 18h11', 'M4 4v4', 'M3.5 14h2l-2 4h2'],
  plus: ['M12 5v14', 'M5 12h14'],
  history: ['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5', 'M12 7v5l3 2'],
  check: ['m5 12 5 5 9-10'],
} as const;

export type StudioIconName = keyof typeof paths;

export function StudioIcon({
  name,
  className = 'size-4',
}: {
  name: StudioIconName;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
