import { z } from 'zod';
import { textLimits } from './constants';
import { inOneLine, inRunningText, lineText, objectId, pageFields } from './common';

/**
 * A post as the original app's feed showed it: `status` is the text, `date` the real time it was
 * posted (ISO). `email` is the author's only for the author themself and admins, null otherwise.
 */
export const post = z.object({
  _id: objectId,
  status: z.string(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  date: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  authorId: objectId,
  likes: z.number().int(),
  comments: z.number().int(),
  likedByMe: z.boolean(),
  /**
   * The public drawing the post shares, whose replay anyone can watch; `image` is then its
   * picture. Null for other posts, and once the drawing is made private or deleted.
   */
  drawing: z.object({ _id: objectId, title: z.string() }).nullable(),
});
export type Post = z.infer<typeof post>;

/**
 * What the original client sends along and the server ignores, whatever its value: the author,
 * email, name, photo and date come from the session (the original sends `photo: null` and a date
 * in the browser's locale).
 */
const ignored = z.unknown().optional();

/** The original client's payload; only `status`, `image` and `drawingId` are read. */
export const newPost = z.strictObject({
  status: z
    .string()
    .trim()
    .min(1, 'Write something first')
    .max(textLimits.post, `Keep it under ${textLimits.post} characters`),
  image: z.string().trim().max(2048).optional(),
  /** Shares one of the author's public drawings: the post shows its picture and its replay. */
  drawingId: objectId.optional(),
  email: ignored,
  date: ignored,
  name: ignored,
  photo: ignored,
});
export type NewPost = z.infer<typeof newPost>;

export const postIdParam = z.strictObject({ id: objectId });
export const emailQuery = z.strictObject({ email: lineText(254) });
export const feedQuery = z.strictObject({
  ...pageFields(50),
});

export const deletedAnswer = z.object({ deletedCount: z.number().int() });
export type DeletedAnswer = z.infer<typeof deletedAnswer>;

export const likeAnswer = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeAnswer = z.infer<typeof likeAnswer>;

export const comment = z.object({
  _id: objectId,
  postId: objectId,
  text: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  authorId: objectId,
  date: z.string(),
});
export type Comment = z.infer<typeof comment>;

export const newComment = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Write a comment first')
    .max(textLimits.comment, `Keep it under ${textLimits.comment} characters`),
});

/** The profile of spec §3, with its original field names. */
export const profile = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'instructor', 'admin']),
  photo: z.string().nullable(),
  banner: z.string().nullable(),
  totalFrinds: z.number().int(),
  intro: z.string().nullable(),
  Lives: z.string().nullable(),
  relations: z.string().nullable(),
  Jobs: z.string().nullable(),
  School: z.string().nullable(),
  Collage: z.string().nullable(),
  Profesonal: z.string().nullable(),
  Location: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

/** GET /api/unikUser answers an array holding the one profile, as the original server did (its profile page maps over it). */
export const profileAnswer = z.array(profile);
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** One line of a profile ('' clears it); the intro alone may run over several lines. */
const profileLine = (max: number) => inOneLine(z.string().trim().max(max)).optional();
const profileLines = (max: number) => inRunningText(z.string().trim().max(max)).optional();

/** The original Edit Profile payload, field names and all (`TolatFdValue` is the friends count). */
export const profileUpdate = z.strictObject({
  nameValue: lineText(100, 'Enter your name').optional(),
  photoValue: profileLine(2048),
  TolatFdValue: z.coerce.number().int().min(0).max(1_000_000).optional(),
  bannerValue: profileLine(2048),
  introValue: profileLines(1000),
  JobsValue: profileLine(200),
  profesonalValue: profileLine(200),
  schoolValue: profileLine(200),
  collageValue: profileLine(200),
  LivesValue: profileLine(200),
  relationsValue: profileLine(100),
  LocationValue: profileLine(200),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** An uploaded picture, stored and re-encoded by the server. */
export const uploadAnswer = z.object({ url: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;
