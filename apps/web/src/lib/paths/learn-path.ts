/** Where a course (or one of its lessons) is learnt: small, so course cards need no more of the classroom. */
export const learnPath = (courseId: string, lessonId?: string) =>
  lessonId
    ? `/learn/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`
    : `/learn/${encodeURIComponent(courseId)}`;
