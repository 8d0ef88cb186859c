import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);
