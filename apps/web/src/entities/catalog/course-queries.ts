import type { Course, Instructor } from '@glossy/contract';
import { apiGet, apiRequest, totalOf } from '../../lib/api';
import { toApiQuery, type CourseSearch } from './course-search';

export interface CoursePage {
  courses: Course[];
  total: number;
}

export const courseKeys = {
  all: ['courses'] as const,
  popular: (limit: number) => ['courses', 'popular', limit] as const,
  search: (search: CourseSearch) => ['courses', 'search', search] as const,
};

export const instructorsKey = ['instructors'] as const;

export const fetchPopularCourses = (limit: number, signal?: AbortSignal) =>
  apiGet<Course[]>(`/courses?sort=popular&limit=${limit}`, signal);

export async function fetchCoursePage(
  search: CourseSearch,
  signal?: AbortSignal,
): Promise<CoursePage> {
  const { data, headers } = await apiRequest<Course[]>(`/courses?${toApiQuery(search)}`, {
    signal,
  });
  return { courses: data, total: totalOf(headers, data.length) };
}

export const fetchInstructors = (signal?: AbortSignal) =>
  apiGet<Instructor[]>('/instructors', signal);
