/**
 * Plain values shared by server and web, in a module without zod so that importing them never
 * pulls the schema runtime into a browser bundle.
 */

/** Checked by the sign-up form and by the server alike. */
export const passwordPolicy = { min: 8, max: 128 } as const;

/** The sandbox checkout's test cards, as Stripe's: the first pays, the second is declined. */
export const sandboxCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** A card number is 16 digits; spaces and dashes between them are ignored. */
export const cardNumberRule = {
  normalize: (value: string) => value.replace(/[\s-]/g, ''),
  pattern: /^\d{16}$/,
  message: 'Enter the 16 digits of the card number',
} as const;

/** Names of the multipart fields of POST and PUT /api/drawings. */
export const drawingFormFields = {
  title: 'title',
  /** The stroke log, gzip-compressed JSON (application/gzip) or plain JSON. */
  log: 'log',
  /** The flattened picture, PNG. */
  picture: 'picture',
  /** PUT only: the version the client last saw. */
  version: 'version',
  /**
   * POST, optional: a UUID the client made for a drawing it saves for the first time (queued
   * offline). The same key again answers the drawing it made, so a retry never makes two.
   */
  clientId: 'clientId',
  /** PUT, optional: a UUID for this save; the same save retried is answered, not refused. */
  saveId: 'saveId',
} as const;

/** The longest texts each form takes: the schemas check them, the forms count down to them. */
export const textLimits = {
  post: 5000,
  comment: 2000,
  courseDescription: 5000,
  reviewFeedback: 2000,
  exercisePrompt: 2000,
  eventDescription: 2000,
} as const;

/** What one article may hold (the studio's article editor says so before the schema refuses). */
export const articleLimits = {
  heading: 200,
  alt: 300,
  span: 5000,
  spans: 200,
  items: 100,
  blocks: 300,
} as const;

/** Drills (issue 30): the types, what they are called, the skill each trains, and the limits. */
export const drillTypes = [
  'lines',
  'superimposed',
  'ghosted',
  'ellipses',
  'boxes',
  'hatching',
  'pressure',
] as const;
export type DrillType = (typeof drillTypes)[number];

/** What each drill type is called where people read it. */
export const drillTypeNames: Record<DrillType, string> = {
  lines: 'Lines between dots',
  superimposed: 'Superimposed lines',
  ghosted: 'Ghosted lines',
  ellipses: 'Ellipses in a table of degrees',
  boxes: 'Boxes in two-point perspective',
  hatching: 'Hatching',
  pressure: 'Pressure ramp',
};

/** The skill each drill trains, which is what the progress charts follow. */
export const drillSkills = ['line', 'ellipse', 'convergence'] as const;
export type DrillSkill = (typeof drillSkills)[number];
export const drillSkillNames: Record<DrillSkill, string> = {
  line: 'Line confidence',
  ellipse: 'Ellipse accuracy',
  convergence: 'Convergence',
};
export const skillOf = (type: DrillType): DrillSkill =>
  type === 'ellipses' ? 'ellipse' : type === 'boxes' ? 'convergence' : 'line';

export const drillLimits = {
  count: 40,
  repeats: 5,
  /** Px on the drill's 1000 × 700 board. */
  minLength: 40,
  maxLength: 900,
  degrees: 8,
  /** Strokes one attempt may send: every target's strokes and as many again to spare. */
  strokes: 400,
  /** A 200-stroke attempt drawn slowly with a 240 Hz pen is about 3 MB as JSON. */
  bodyBytes: 6 * 1024 * 1024,
  /** Samples in one stroke: a minute of a 240 Hz pen. */
  samples: 15_000,
} as const;
export * from './notification-rules';

/**
 * The refund policy, said the same way at checkout, on the receipt, in the FAQ and by the server
 * that refuses a refund outside it.
 */
export const refundPolicy = {
  days: 30,
  text: 'Refunds within 30 days of purchase, as long as you have not earned the course’s certificate.',
} as const;
