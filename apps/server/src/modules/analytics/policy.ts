import type { UserRecord } from '../../platform/http/context';
import { AppError, notFound } from '../../platform/http/errors';

/**
 * A course's figures (its students' progress, its earnings) are its instructor's and admins'
 * alone; another instructor is refused like any student.
 */
export function analysableBy<Course extends { ownerId: string | null }>(
  actor: UserRecord,
  course: Course | null,
): Course {
  if (!course) throw notFound('Course');
  if (actor.role !== 'admin' && course.ownerId !== actor.id) {
    throw new AppError(403, 'These analytics are the course’s instructor’s.');
  }
  return course;
}
