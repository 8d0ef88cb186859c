import { notSignedIn } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';
import type { FoundLesson, LessonCourse } from './lesson-store';

/** Who takes part in a course: its enrolled students, its instructor and admins. */
export interface Membership {
  ownerId: string | null;
  enrolled: boolean;
}

export const isMember = (actor: UserRecord | null, of: Membership) =>
  actor !== null && (of.enrolled || of.ownerId === actor.id || actor.role === 'admin');

/** The instructor's voice in a discussion: the course's own instructor, or an admin. */
export const speaksForCourse = (actor: UserRecord, of: Membership) =>
  of.ownerId === actor.id || actor.role === 'admin';

const notEnrolled = () => new AppError(403, 'This lesson is for the course’s students.');

/**
 * The lesson when the viewer may read it whole, or 'sign-in' when an anonymous caller must sign in
 * first. A lesson never published is only its instructor's and admins' (the studio's preview); to
 * anyone else, as to a stranger to a course taken out of the catalog, it does not exist. A preview
 * of a listed course is anyone's.
 */
function readableLesson(
  actor: UserRecord | null,
  found: FoundLesson | null,
): FoundLesson | 'sign-in' {
  if (!found) throw notFound('Lesson');
  if (isMember(actor, found)) return found;
  if (!found.course) throw notFound('Lesson');
  if (found.lesson.preview && found.course.listed) return found;
  if (!actor) return 'sign-in';
  if (!found.course.listed) throw notFound('Lesson');
  throw notEnrolled();
}

/**
 * The lesson as `readableLesson` allows it to the caller, who is looked up only here (a public
 * route): an anonymous caller who must sign in gets the 401, told so when their token expired.
 */
export async function openLesson(
  caller: Caller,
  find: (viewerId: string | null) => Promise<FoundLesson | null>,
): Promise<FoundLesson> {
  const actor = await caller.user();
  const lesson = readableLesson(actor, await find(actor?.id ?? null));
  if (lesson === 'sign-in') throw await notSignedIn(caller);
  return lesson;
}

/** The lesson of a published course when the actor takes part in it (asking a question). */
export function memberLesson(actor: UserRecord, found: FoundLesson | null) {
  if (!found?.course) throw notFound('Lesson');
  if (!isMember(actor, found)) throw notEnrolled();
  return { ...found, course: found.course };
}

/** The lesson of a published course when the actor is enrolled in it (keeping progress). */
export function enrolledLesson(found: FoundLesson | null): FoundLesson & { course: LessonCourse } {
  if (!found?.course) throw notFound('Lesson');
  if (!found.enrolled) {
    throw new AppError(403, 'Only the course’s students keep track of their progress.');
  }
  return { ...found, course: found.course };
}

/** A course the actor is enrolled in (progress, reviews): 404 when unknown, 403 otherwise. */
export function enrolledCourse<Course extends { enrolled: boolean }>(
  course: Course | null,
  refusal: string,
): Course {
  if (!course) throw notFound('Course');
  if (!course.enrolled) throw new AppError(403, refusal);
  return course;
}

interface ProjectParties {
  studentId: string;
  instructorId: string | null;
}

/** The course's instructor, or an admin: who critiques a hand-in. */
export const teachesProject = (actor: UserRecord, row: ProjectParties) =>
  row.instructorId === actor.id || actor.role === 'admin';

/** A hand-in and its critique are the student's, the course instructor's and admins' alone. */
export function projectOf<Row extends ProjectParties>(actor: UserRecord, row: Row | null): Row {
  if (!row) throw notFound('Project');
  if (row.studentId !== actor.id && !teachesProject(actor, row)) {
    throw new AppError(403, 'This hand-in is its student’s and the course instructor’s.');
  }
  return row;
}
