import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { authUsers, courseSubmissions, courses, users } from '../schema';
import { demoInstructors } from './catalog-data';
import { curriculaMayaLucas } from './studio-courses-1';
import { curriculaHanaElena } from './studio-courses-2';
import { curriculaDanielPriya } from './studio-courses-3';
import type { ChapterSpec } from './studio-lessons';
import { DemoSubmissionRows, syllabusFor, type DemoOwner } from './studio-rows';
import { workflowSubmissions } from './studio-workflow';

/** Not the catalog seed's key: that transaction has ended before this one starts. */
const studioLockKey = 7_270_703;

export const demoCurricula: Record<string, ChapterSpec[]> = {
  ...curriculaMayaLucas,
  ...curriculaHanaElena,
  ...curriculaDanielPriya,
};

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  image: string;
}

export interface DemoStudioOptions {
  /** DEMO_PASSWORD: what every demo instructor signs in with. */
  password: string;
  /**
   * Creates an identity account (Better Auth's sign-up). Handed in by the server, so the seed
   * needs nothing from the layers above the database.
   */
  signUp: (account: DemoAccount) => Promise<unknown>;
  now?: number;
}

/**
 * The demo instructors' sign-in accounts and product users. Only missing ones are created:
 * hashing a password is the slow part of a start on an existing database.
 */
async function ensureDemoInstructors(db: Db, options: DemoStudioOptions): Promise<DemoOwner[]> {
  const emails = demoInstructors.map((i) => i.email);
  const registered = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.email, emails));
  const have = new Set(registered.map((row) => row.email));
  await Promise.all(
    demoInstructors
      .filter((instructor) => !have.has(instructor.email))
      .map(async ({ email, name, img }) => {
        try {
          await options.signUp({ email, name, password: options.password, image: img });
        } catch (err) {
          // Another instance starting at the same moment may have created it first.
          const [row] = await db
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(eq(authUsers.email, email));
          if (!row) throw err;
        }
      }),
  );
  // Instructors from the first start on; a role an admin changes later is left as it is.
  await db
    .insert(users)
    .values(
      demoInstructors.map((i) => ({
        name: i.name,
        email: i.email,
        photo: i.img,
        role: 'instructor' as const,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  return demoInstructors.map((i) => ({ userId: ids.get(i.email)!, name: i.name, email: i.email }));
}

type CatalogCourse = typeof courses.$inferSelect;

/** A demo course as its instructor submitted it and an admin approved it, months ago. */
function addApprovedCourse(
  rows: DemoSubmissionRows,
  owner: DemoOwner,
  course: CatalogCourse,
  order: number,
) {
  const submittedDaysAgo = 150 - order * 6;
  rows.add(
    owner,
    {
      courseName: course.name,
      image: course.img,
      videoUrl: course.videoUrl,
      priceCents: course.priceCents,
      rating: course.rating,
      description: course.details,
      level: course.level,
    },
    {
      status: 'approved',
      submittedDaysAgo,
      reviewedDaysAgo: submittedDaysAgo - 3,
      courseId: course.id,
    },
    demoCurricula[course.name]!,
  );
}

function addReviewQueue(rows: DemoSubmissionRows, owners: Map<string, DemoOwner>) {
  for (const { instructor, chapters, denied, daysAgo, ...course } of workflowSubmissions) {
    const owner = owners.get(instructor);
    if (!owner) continue;
    rows.add(
      owner,
      { ...course, videoUrl: null },
      denied
        ? {
            status: 'denied',
            submittedDaysAgo: daysAgo,
            reviewedDaysAgo: denied.daysAgo,
            feedback: denied.feedback,
          }
        : { status: 'pending', submittedDaysAgo: daysAgo },
      chapters,
    );
  }
}

/**
 * Each demo course's approved submission with its curriculum, and the submissions in review.
 * Whatever exists is left alone, so a second start changes nothing and later work stands: an
 * admin's decisions, an instructor's edits and renames.
 */
async function seedDemoSubmissions(db: Db, owners: DemoOwner[], now: number) {
  const byName = new Map(owners.map((owner) => [owner.name, owner]));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${studioLockKey})`);
    const catalog = await tx
      .select()
      .from(courses)
      .where(inArray(courses.name, Object.keys(demoCurricula)));
    const existing = await tx
      .select({ courseId: courseSubmissions.publishedCourseId })
      .from(courseSubmissions)
      .where(
        inArray(
          courseSubmissions.postedBy,
          owners.map((owner) => owner.email),
        ),
      );
    const published = new Set(existing.map((row) => row.courseId));
    const rows = new DemoSubmissionRows(now);
    const live = catalog.filter(
      (course) => !published.has(course.id) && byName.has(course.instructor),
    );
    live.forEach((course, order) =>
      addApprovedCourse(rows, byName.get(course.instructor)!, course, order),
    );
    // The review queue comes once, with the demo instructors' first submissions: matching it by
    // name later would bring a submission back after its instructor renamed it.
    if (existing.length === 0) addReviewQueue(rows, new Map(owners.map((o) => [o.email, o])));
    await rows.insert(tx);
    // The catalog's syllabus follows the curriculum, as publishing an approved course does.
    for (const course of live) {
      await tx
        .update(courses)
        .set({ syllabus: syllabusFor(demoCurricula[course.name]!) })
        .where(eq(courses.id, course.id));
    }
  });
}

/** Demo instructors who can sign in, their courses' curricula, and a review queue (SEED_DEMO). */
export async function seedDemoStudio(db: Db, options: DemoStudioOptions) {
  const owners = await ensureDemoInstructors(db, options);
  await seedDemoSubmissions(db, owners, options.now ?? Date.now());
}
