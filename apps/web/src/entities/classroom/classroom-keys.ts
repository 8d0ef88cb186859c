/**
 * A lesson and a course's progress differ by who asks, so their keys end with the viewer's email
 * ('' for a visitor): someone else signing in on the same tab never sees the previous one's.
 * Invalidate `['classroom']` to refresh everything of the domain.
 */
export const classroomKeys = {
  all: ['classroom'] as const,
  lesson: (lessonId: string, viewer: string) => ['classroom', 'lesson', lessonId, viewer] as const,
  progress: (courseId: string, viewer: string) =>
    ['classroom', 'progress', courseId, viewer] as const,
  course: (courseId: string) => ['courses', 'detail', courseId] as const,
};
