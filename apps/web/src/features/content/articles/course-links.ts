import type { Course } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiGet } from '../../../lib/api';
import type { Block, CourseName } from './types';

/** The courses an article names, each once, in the order they first appear. */
export function coursesIn(body: readonly Block[]): CourseName[] {
  const names = new Set<CourseName>();
  for (const block of body) {
    const lines =
      block.type === 'paragraph' ? [block.spans] : block.type === 'list' ? block.items : [];
    for (const span of lines.flat()) {
      if (typeof span !== 'string' && span.kind === 'course') names.add(span.name);
    }
  }
  return [...names];
}

/** The whole catalog fits one page; it is asked for only by an article that names a course. */
export const catalogByNamePath = '/courses?sort=name&limit=100';

export const courseSearchHref = (name: string) => `/courses?${new URLSearchParams({ q: name })}`;

/**
 * Where a course named in an article leads. Course ids are made when the catalog is seeded, so the
 * names are looked up in the catalog: a known course opens its page; until the catalog answers (or
 * if the course has left it) the link searches the catalog for the name instead.
 */
export function useCourseHref(enabled: boolean): (name: string) => string {
  const catalog = useQuery({
    queryKey: ['courses', 'by-name'] as const,
    queryFn: ({ signal }) => apiGet<Course[]>(catalogByNamePath, signal),
    enabled,
  });
  const ids = useMemo(
    () => new Map((catalog.data ?? []).map((course) => [course.name, course._id])),
    [catalog.data],
  );
  return useCallback(
    (name: string) => {
      const id = ids.get(name);
      return id ? `/detail/${encodeURIComponent(id)}` : courseSearchHref(name);
    },
    [ids],
  );
}
