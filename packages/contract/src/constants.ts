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
