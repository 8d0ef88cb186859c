import { eq, inArray, sql } from 'drizzle-orm';
import { seedDemoLiveEvent } from './live-events';
import type { Db } from '../client';
import { courseSubmissions, courses } from '../schema';
import { demoInstructors } from './catalog-data';
import { ensureDemoUsers, type DemoStudioOptions } from './demo-accounts';
import { curriculaMayaLucas } from './studio-courses-1';
import { curriculaHanaElena } from './studio-courses-2';
import { curriculaDanielPriya } from './studio-courses-3';
import type { ChapterSpec } from './studio-lessons';
import { DemoSubmissionRows, syllabusFor, type DemoOwner } from './studio-rows';
import { seedDemoClass } from './demo-class';
import { seedDemoDrills } from './drill-practice';
import { seedDemoStudent } from './studio-student';
import { workflowSubmissions } from './studio-workflow';

/** Not the catalog seed's key: that transaction has ended before this one starts. */
const studioLockKey = 7_270_703;

export const demoCurricula: Record<string, ChapterSpec[]> = {
  ...curriculaMayaLucas,
  ...curriculaHanaElena,
  ...curriculaDanielPriya,
};

export type { DemoAccount, DemoStudioOptions } from './demo-accounts';

/** The demo instructors' sign-in accounts and product users, instructors from the first start on. */
async function ensureDemoInstructors(db: Db, options: DemoStudioOptions): Promise<DemoOwner[]> {
  const ids = await ensureDemoUsers(db, options, demoInstructors, 'instructor');
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

/**
 * Demo instructors who can sign in, their courses' curricula, a review queue, a student taking
 * two of the courses, and the free drill course with a fortnight of the student's practice
 * (SEED_DEMO).
 */
export async function seedDemoStudio(db: Db, options: DemoStudioOptions): Promise<DemoOwner[]> {
  const owners = await ensureDemoInstructors(db, options);
  const now = options.now ?? Date.now();
  await seedDemoSubmissions(db, owners, now);
  await seedDemoStudent(db, options);
  await seedDemoClass(db, options.now);
  await seedDemoDrills(db, owners, now);
  await seedDemoLiveEvent(db, owners, options.now);
  return owners;
}
