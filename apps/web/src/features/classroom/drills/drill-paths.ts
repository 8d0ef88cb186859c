import { learnPath } from '../../../lib/paths/learn-path';

/** /learn/{course}/{lesson}/attempts/{attempt}: one attempt's replay with its overlay. */
export const attemptPath = (courseId: string, lessonId: string, attemptId: string) =>
  `${learnPath(courseId, lessonId)}/attempts/${encodeURIComponent(attemptId)}`;
