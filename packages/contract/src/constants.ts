/**
 * Plain values shared by server and web, in a module without zod so that importing them never
 * pulls the schema runtime into a browser bundle.
 */

/** Checked by the sign-up form and by the server alike. */
export const passwordPolicy = { min: 8, max: 128 } as const;
