import { LineIcon } from './LineIcon';

/**
 * Line icons for the dashboard and its screens (the studio's editors included), drawn on one 24 px
 * grid so they sit together in menus, cards and toolbars.
 */
const paths = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  overview: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  users: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 21v-2a4 4 0 0 0-3-3.9',
    'M16 3.1a4 4 0 0 1 0 7.8',
  ],
  classes: ['M3 5h18v12H3z', 'M8 21h8', 'M12 17v4', 'm10 8.5 4 2.5-4 2.5z'],
  add: ['M12 5v14', 'M5 12h14'],
  courses: [
    'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z',
    'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  ],
  payment: ['M2 6h20v12H2z', 'M2 10h20', 'M6 15h4'],
  heart: [
    'M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.9 4.5 7.4 4.5c2 0 3.5 1.1 4.6 2.7 1.1-1.6 2.6-2.7 4.6-2.7 3.5 0 5.7 3.5 4.6 6.7-1.7 4.7-9.2 9.3-9.2 9.3z',
  ],
  tag: ['M3 12V3h9l9 9-9 9z', 'M7.5 7.5h.01'],
  enrolled: ['M22 9 12 4 2 9l10 5 10-5z', 'M6 11v5c3 2.7 9 2.7 12 0v-5', 'M22 9v6'],
  cart: [
    'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.3a2 2 0 0 0 2-1.6L21 8H6',
    'M9 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    'M18 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  blog: ['M4 4h16v16H4z', 'M8 8h8', 'M8 12h8', 'M8 16h5'],
  draw: ['M12 19l7-7 3 3-7 7z', 'M18 13l-1.5-7.5L2 2l3.5 14.5L13 18z', 'M2 2l7.6 7.6'],
  handIn: ['M4 4h16v12H4z', 'M8 20h8', 'M9 10l2 2 4-4'],
  target: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
    'M12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  ],
  signup: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M19 8v6',
    'M22 11h-6',
  ],
  login: ['M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4', 'M10 17l5-5-5-5', 'M15 12H3'],
  logout: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  browse: ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.3-4.3'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  arrow: ['M5 12h14', 'm13 6 6 6-6 6'],
  coins: ['M12 2v20', 'M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'],
  pending: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'],
  mail: ['M3 5h18v14H3z', 'm3 7 9 6 9-6'],
  bell: ['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  inbox: ['M22 12h-6l-2 3h-4l-2-3H2', 'M5.5 5h13L22 12v7H2v-7z'],
  up: ['m6 15 6-6 6 6'],
  down: ['m6 9 6 6 6-6'],
  edit: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'],
  trash: ['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  video: ['M3 6h13v12H3z', 'm16 10 5-3v10l-5-3'],
  article: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 12h7', 'M9 16h7'],
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
  calendar: ['M3 5h18v16H3z', 'M3 10h18', 'M8 3v4', 'M16 3v4'],
  certificate: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.2 13.9 7 22l5-3 5 3-1.2-8.1'],
  question: [
    'M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 1 1 21 11.5z',
    'M9.5 9a2.5 2.5 0 0 1 4.9.8c0 1.7-2.4 2.2-2.4 2.2',
    'M12 15.5h.01',
  ],
} as const;

export type IconName = keyof typeof paths;

/** One of the named line icons of the menus, cards and toolbars. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <LineIcon className={className}>
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
