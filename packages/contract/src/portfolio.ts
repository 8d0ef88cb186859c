import { z } from 'zod';
import { course } from './catalog';
import { objectId } from './common';
import { profile } from './community';

/** A public drawing in an artist's portfolio; its replay is GET /api/drawings/{_id}. */
export const portfolioDrawing = z.object({
  _id: objectId,
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  strokes: z.number().int(),
  durationMs: z.number().int(),
  thumbnail: z.string(),
  updatedAt: z.string(),
});
export type PortfolioDrawing = z.infer<typeof portfolioDrawing>;

/** A certificate as a profile shows it: what and when, and the code anyone can verify. */
export const portfolioCertificate = z.object({
  _id: objectId,
  courseName: z.string(),
  instructor: z.string(),
  issuedAt: z.string(),
  code: z.string(),
});
export type PortfolioCertificate = z.infer<typeof portfolioCertificate>;

/**
 * GET /api/artists/{id}: what anyone may see of an artist. The spec's profile fields keep their
 * names; the email stays out (another user's email is not for everyone).
 */
export const artistProfile = profile.omit({ email: true }).extend({
  drawings: z.array(portfolioDrawing),
  /** The catalog courses they teach; empty for someone who does not. */
  courses: z.array(course),
  certificates: z.array(portfolioCertificate),
});
export type ArtistProfile = z.infer<typeof artistProfile>;
export const artistIdParam = z.strictObject({ id: objectId });
