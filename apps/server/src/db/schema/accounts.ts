import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { levelEnum } from './catalog';
import { createdAt, id } from './columns';

export const roleEnum = pgEnum('role', ['student', 'instructor', 'admin']);

/** The product's user record (spec §3); credentials live with the identity provider. */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull().default('student'),
    photo: text('photo'),
    banner: text('banner'),
    totalFrinds: integer('total_frinds').notNull().default(0),
    intro: text('intro'),
    lives: text('lives'),
    relations: text('relations'),
    jobs: text('jobs'),
    school: text('school'),
    collage: text('collage'),
    profesonal: text('profesonal'),
    location: text('location'),
    /**
     * API tokens carry the version they were issued under; a role change raises it, so every
     * token issued before answers 401 and the client asks for a fresh one.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Onboarding's answers (decision 0115): the level they draw at and what they want to learn. */
    level: levelEnum('level'),
    interests: text('interests').array().notNull().default([]),
    /** When onboarding was finished or skipped: after that it is only shown when asked for. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/** Who changed whose role, from what to what: the admin home lists it. */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRole: roleEnum('from_role').notNull(),
    toRole: roleEnum('to_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('role_changes_created_idx').on(t.createdAt)],
);
