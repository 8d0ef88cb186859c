import type { Course } from '@glossy/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { useDebouncedValue } from '../../lib/hooks/useDebouncedValue';

export const suggestionLimit = 5;

/** Up to five courses matching what is typed, asked for once typing pauses. */
export function useCourseSuggestions(term: string) {
  const q = useDebouncedValue(term.trim(), 200);
  const query = useQuery({
    queryKey: ['dashboard', 'course-search', q],
    enabled: q !== '',
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiGet<Course[]>(
        `/courses?${new URLSearchParams({ q, limit: String(suggestionLimit) })}`,
        signal,
      ),
  });
  return {
    courses: q === '' ? [] : (query.data ?? []).slice(0, suggestionLimit),
    /** The term the shown courses answer. */
    settledTerm: q,
    searching: q !== term.trim() || query.isFetching,
    failed: query.isError,
  };
}
