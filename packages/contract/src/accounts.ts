import { z } from 'zod';
import { lineText, objectId, ownPicture, pageFields, queryText } from './common';

export const roles = ['student', 'instructor', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

const email = z.email('Enter a valid email address').max(254);

export const tokenRequest = z.strictObject({ email });
export const tokenAnswer = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** The original client sends name, email and role; role is accepted but always stored as student. */
export const createUserRequest = z.strictObject({
  name: lineText(100, 'Enter your name'),
  email,
  role: role.optional(),
  photo: z.union([z.literal(''), ownPicture]).optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

export const userSummary = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string(),
  role,
  photo: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userListQuery = z.strictObject({
  q: queryText(100).optional(),
  ...pageFields(100),
});

export const emailParam = z.strictObject({ email: lineText(254) });
export const userIdParam = z.strictObject({ id: objectId });

/** An explicit demotion (admin): the role to step down to, always lower than the current one. */
export const demotionRequest = z.strictObject({ role: z.enum(['student', 'instructor']) });
export type DemotionRequest = z.infer<typeof demotionRequest>;

const person = z.object({ _id: objectId, name: z.string(), email: z.string() });

/** One line of the admin home's audit list of role changes. */
export const roleChange = z.object({
  _id: objectId,
  /** null when the change was made by the server itself (ADMIN_EMAIL at start) or the admin left. */
  actor: person.nullable(),
  subject: person,
  from: role,
  to: role,
  date: z.string(),
});
export type RoleChange = z.infer<typeof roleChange>;
export const roleChangesQuery = z.strictObject({ ...pageFields(100) });

/** How many of the user's sessions (and the API tokens issued from them) were ended. */
export const signOutEverywhereAnswer = z.object({ revokedSessions: z.number().int() });
export type SignOutEverywhereAnswer = z.infer<typeof signOutEverywhereAnswer>;

export const adminFlag = z.object({ admin: z.boolean() });
export const instructorFlag = z.object({ instructor: z.boolean() });
export const modifiedAnswer = z.object({ modifiedCount: z.number().int() });
export type ModifiedAnswer = z.infer<typeof modifiedAnswer>;

export const adminOverview = z.object({
  users: z.object({
    student: z.number().int(),
    instructor: z.number().int(),
    admin: z.number().int(),
    total: z.number().int(),
  }),
  courses: z.number().int(),
  pendingCourses: z.number().int(),
  orders: z.number().int(),
  /** Dollars received through paid orders. */
  revenue: z.number(),
  subscribers: z.number().int(),
  contactMessages: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

/**
 * The fields of the identity's own record that a client may set, through sign-up or the identity's
 * update route: the same rules as the product's user record. Other fields pass to the identity
 * provider, which checks its own (email, password).
 */
export const identityFields = z.object({
  name: lineText(100, 'Enter your name').optional(),
  image: z
    .union([z.literal(''), ownPicture])
    .nullable()
    .optional(),
  // Usernames come from the email; letting a client pick one would let it probe which are taken.
  username: z.never({ error: 'The site chooses usernames' }).optional(),
  displayUsername: z.never({ error: 'The site chooses usernames' }).optional(),
});

/** What the sign-in screens need to know about the server's configuration. */
export const authOptions = z.object({ googleSignIn: z.boolean() });
export type AuthOptions = z.infer<typeof authOptions>;
