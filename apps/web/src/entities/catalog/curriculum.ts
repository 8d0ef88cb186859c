import type { Curriculum } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export type Chapter = Curriculum['chapters'][number];

/** GET /api/courses/{id}/curriculum: chapter and lesson titles, for anyone. */
export function useCurriculum(courseId: string) {
  return useQuery({
    queryKey: ['courses', 'curriculum', courseId],
    queryFn: ({ signal }) =>
      apiGet<Curriculum>(`/courses/${encodeURIComponent(courseId)}/curriculum`, signal),
  });
}

/** The chapters that hold lessons; an empty outline means the course has no curriculum yet. */
export const chaptersWithLessons = (curriculum: Curriculum | undefined): Chapter[] =>
  curriculum?.chapters.filter((chapter) => chapter.lessons.length > 0) ?? [];
