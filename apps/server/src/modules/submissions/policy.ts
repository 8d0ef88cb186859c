import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';

/** Who may do what with course submissions and their curricula (every route's rule: test/access-matrix.test.ts). */
export const canTeach = (actor: UserRecord) =>
  actor.role === 'instructor' || actor.role === 'admin';

const notAllowed = (message: string) => new AppError(403, message);

/** Instructors and admins submit and list; students are refused before anything is looked up. */
export function requireTeacher(actor: UserRecord) {
  if (!canTeach(actor)) throw notAllowed('Only instructors can submit courses.');
  return actor;
}

export function requireAdmin(actor: UserRecord) {
  if (actor.role !== 'admin') throw notAllowed('Only admins can review courses.');
  return actor;
}

/** The submission (404 when missing), which the actor owns or, to read it, reviews as an admin. */
export function readable<Row extends { submittedBy: string }>(actor: UserRecord, row: Row | null) {
  requireTeacher(actor);
  if (!row) throw notFound('Course submission');
  if (row.submittedBy !== actor.id && actor.role !== 'admin') {
    throw notAllowed('That course belongs to another instructor.');
  }
  return row;
}

/** The submission's owner only: the curriculum and the course's fields are the instructor's. */
export function ownedBy<Row extends { submittedBy: string }>(
  actor: UserRecord,
  row: Row | null,
  what = 'Course submission',
) {
  requireTeacher(actor);
  if (!row) throw notFound(what);
  if (row.submittedBy !== actor.id) throw notAllowed('Only the course’s instructor can change it.');
  return row;
}

/** A live course keeps what its students may already be taking: it grows, nothing is removed. */
export function ensureNotLive(row: { status: string }, what: string) {
  if (row.status === 'approved') {
    throw new AppError(
      409,
      `This course is live, so ${what} cannot be removed. Add to it instead.`,
    );
  }
}
