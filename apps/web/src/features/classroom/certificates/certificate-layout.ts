import type { Certificate } from '@glossy/contract';
import { issuedOn } from './certificate-format';

/**
 * The certificate as a list of shapes and words on a 2000 × 1414 sheet (A-paper, landscape). The
 * page's SVG and the downloaded PNG both draw this one list, so the two never drift apart.
 */
export const sheet = { width: 2000, height: 1414 } as const;

/** The brand's pigments (app.css @theme); the sheet is paper in both themes, like a print. */
export const pigment = {
  paper: '#fbf7f0',
  ink: '#1f1b2e',
  vermilion: '#e4572e',
  deepVermilion: '#b0381a',
  ochre: '#f3a712',
  cerulean: '#2e86ab',
  plum: '#6c3a5c',
  sage: '#7a9e7e',
} as const;

export const fontStack = {
  display: "Fraunces, 'Iowan Old Style', 'Palatino Linotype', Georgia, serif",
  sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

export interface Words {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: number;
  font: keyof typeof fontStack;
  color: string;
  opacity?: number;
  /** Letter spacing in sheet units. */
  spacing?: number;
  /** The words shrink (never below half their size) to stay inside this width. */
  maxWidth: number;
}

/** A tapered brush mark: a closed SVG path, filled. Canvas draws it through Path2D. */
export interface Stroke {
  d: string;
  color: string;
  opacity: number;
}

/** A soft watercolour wash: a radial fade from the colour to nothing. */
export interface Wash {
  cx: number;
  cy: number;
  r: number;
  color: string;
  opacity: number;
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  width: number;
}

export interface Ring {
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: string;
  width?: number;
}

export interface CertificateSheet {
  washes: Wash[];
  strokes: Stroke[];
  lines: Line[];
  rings: Ring[];
  words: Words[];
  /** The two frames, as insets from the edge. */
  frames: { inset: number; color: string; width: number }[];
}

// Fraunces at weight 600 runs about 0.52 em a character: a fit that needs no font measurement,
// so the SVG (drawn before the font may be in) and the canvas agree on the size.
const fit = (text: string, size: number, maxWidth: number, em = 0.52) =>
  Math.max(size / 2, Math.min(size, maxWidth / Math.max(1, text.length * em)));

/** Cut with an ellipsis past `max` characters: a course name never runs off the sheet. */
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const strokes: Stroke[] = [
  // A vermilion sweep across the top-left corner, and a thinner echo under it.
  {
    d: 'M112 430 C 190 250 420 120 770 104 C 470 150 250 270 136 446 Z',
    color: pigment.vermilion,
    opacity: 0.9,
  },
  {
    d: 'M150 480 C 240 330 430 214 700 172 C 450 232 270 342 162 490 Z',
    color: pigment.ochre,
    opacity: 0.85,
  },
  // Its answer in cerulean across the bottom-right corner.
  {
    d: 'M1910 940 C 1880 1120 1780 1262 1580 1328 C 1760 1250 1852 1110 1886 930 Z',
    color: pigment.cerulean,
    opacity: 0.9,
  },
  {
    d: 'M1870 900 C 1838 1060 1760 1180 1650 1262 C 1746 1170 1822 1050 1858 894 Z',
    color: pigment.plum,
    opacity: 0.75,
  },
  // Two sage leaves by the top-right corner.
  {
    d: 'M1600 300 C 1650 236 1730 214 1800 228 C 1742 258 1676 292 1600 300 Z',
    color: pigment.sage,
    opacity: 0.9,
  },
  {
    d: 'M1640 344 C 1700 318 1770 318 1830 344 C 1766 338 1702 340 1640 344 Z',
    color: pigment.sage,
    opacity: 0.7,
  },
  // The flourish under the student's name.
  {
    d: 'M620 706 C 820 672 1180 672 1380 702 C 1180 690 820 690 620 706 Z',
    color: pigment.plum,
    opacity: 0.8,
  },
];

type Style = Omit<Words, 'text' | 'x' | 'y' | 'size'>;
const ink = { color: pigment.ink, maxWidth: 1400 } as const;
/** The big words: title, name, course. */
const title: Style = { ...ink, weight: 600, font: 'display' };
/** The sentence between them. */
const lead: Omit<Words, 'text' | 'y'> = {
  ...ink,
  x: sheet.width / 2,
  size: 36,
  weight: 400,
  font: 'sans',
  opacity: 0.72,
};
/** The names above the two signature lines. */
const signed: Omit<Words, 'text' | 'x' | 'size'> = {
  ...ink,
  y: 1126,
  weight: 500,
  font: 'display',
  maxWidth: 440,
};
/** Small capitals under the lines. */
const caps: Omit<Words, 'text' | 'x'> = {
  ...ink,
  y: 1196,
  size: 24,
  weight: 700,
  font: 'sans',
  spacing: 5,
  opacity: 0.65,
  maxWidth: 440,
};
/** The verification lines at the foot. */
const small: Omit<Words, 'text' | 'y' | 'size'> = {
  ...ink,
  x: sheet.width / 2,
  weight: 400,
  font: 'sans',
  opacity: 0.7,
  maxWidth: 1000,
};

/** Everything on the sheet for one certificate; `verifyAt` is the public page's address. */
export function certificateSheet(certificate: Certificate, verifyAt: string): CertificateSheet {
  const name = clip(certificate.studentName, 60);
  const course = clip(certificate.courseName, 90);
  const instructor = clip(certificate.instructor, 40);
  const date = issuedOn(certificate.issuedAt);
  const centre = sheet.width / 2;
  const seal = { cx: centre, cy: 1136 };
  return {
    washes: [
      { cx: 1760, cy: 190, r: 440, color: pigment.ochre, opacity: 0.22 },
      { cx: 230, cy: 1240, r: 480, color: pigment.cerulean, opacity: 0.16 },
      { cx: centre, cy: 660, r: 760, color: pigment.vermilion, opacity: 0.05 },
    ],
    strokes,
    frames: [
      { inset: 56, color: pigment.ink, width: 4 },
      { inset: 80, color: pigment.ochre, width: 2 },
    ],
    lines: [
      { x1: 300, y1: 1150, x2: 740, y2: 1150, color: pigment.ink, width: 2 },
      { x1: 1260, y1: 1150, x2: 1700, y2: 1150, color: pigment.ink, width: 2 },
    ],
    rings: [
      { ...seal, r: 104, fill: pigment.ochre },
      { ...seal, r: 88, stroke: pigment.ink, width: 3 },
    ],
    words: [
      {
        ...caps,
        text: 'GLOSSY DRAWER',
        x: centre,
        y: 236,
        size: 34,
        spacing: 12,
        opacity: 1,
        color: pigment.deepVermilion,
        maxWidth: 900,
      },
      { ...title, text: 'Certificate of Completion', x: centre, y: 362, size: 104 },
      { ...lead, text: 'This certifies that', y: 472 },
      { ...title, text: name, x: centre, y: 642, size: fit(name, 140, 1400) },
      { ...lead, text: 'has completed every lesson of the course', y: 792 },
      {
        ...title,
        text: course,
        x: centre,
        y: 902,
        size: fit(course, 76, 1400),
        color: pigment.deepVermilion,
      },
      { ...signed, text: instructor, x: 520, size: fit(instructor, 50, 440) },
      { ...caps, text: 'INSTRUCTOR', x: 520 },
      { ...signed, text: date, x: 1480, size: fit(date, 50, 440) },
      { ...caps, text: 'DATE OF ISSUE', x: 1480 },
      { ...title, text: 'GD', x: seal.cx, y: seal.cy + 14, size: 64, weight: 700, maxWidth: 150 },
      {
        ...caps,
        text: 'VERIFIED',
        x: seal.cx,
        y: seal.cy + 54,
        size: 18,
        spacing: 4,
        opacity: 1,
        maxWidth: 140,
      },
      {
        ...small,
        text: `Verification code ${certificate.code}`,
        y: 1266,
        size: 26,
        weight: 600,
        spacing: 2,
        opacity: 0.8,
      },
      { ...small, text: verifyAt, y: 1302, size: fit(verifyAt, 22, 1000, 0.56) },
    ],
  };
}
