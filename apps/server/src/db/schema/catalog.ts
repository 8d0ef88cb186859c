import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector } from './columns';

export const levelEnum = pgEnum('course_level', ['Beginner', 'Intermediate', 'Advanced']);

export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    img: text('img').notNull(),
    name: text('name').notNull(),
    course: text('course').notNull(),
    email: text('email').notNull(),
    student: integer('student').notNull().default(0),
  },
  (t) => [uniqueIndex('instructors_email_key').on(t.email)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    number: serial('number').notNull(),
    img: text('img').notNull(),
    name: text('name').notNull(),
    details: text('details').notNull(),
    rating: real('rating').notNull(),
    level: levelEnum('level').notNull(),
    instructor: text('instructor').notNull(),
    priceCents: integer('price_cents').notNull(),
    videoUrl: text('video_url'),
    syllabus: jsonb('syllabus').$type<{ title: string; minutes: number }[]>().notNull().default([]),
    students: integer('students').notNull().default(0),
    /** How many student reviews `rating` averages; 0 means the course is new to the catalog. */
    reviewCount: integer('review_count').notNull().default(0),
    /** False once an approved course is denied: out of the catalog, still its buyers'. */
    listed: boolean('listed').notNull().default(true),
    createdAt: createdAt(),
    searchText: tsvector('search_text').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(instructor, '') || ' ' || coalesce(details, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('courses_number_key').on(t.number),
    uniqueIndex('courses_name_key').on(t.name),
    index('courses_search_idx').using('gin', t.searchText),
    index('courses_level_idx').on(t.level),
    index('courses_price_idx').on(t.priceCents),
    index('courses_rating_idx').on(t.rating),
  ],
);

export const reviews = pgTable('reviews', {
  id: id(),
  image: text('image').notNull(),
  review: text('review').notNull(),
  studentName: text('student_name').notNull(),
  rating: real('rating').notNull(),
  createdAt: createdAt(),
});
