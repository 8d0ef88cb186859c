import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptySearch,
  parseCourseSearch,
  toSearchParams,
  type CourseSearch,
} from '../../entities/catalog/course-search';

type SearchChange = Partial<Omit<CourseSearch, 'page'>>;

/** The course list's state lives in the URL: shareable links, and back/forward just work. */
export function useCourseSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCourseSearch(params), [params]);

  /** Any new filter starts again at page 1; `replace` refines the current history entry instead. */
  const update = useCallback(
    (change: SearchChange, { replace = false } = {}) => {
      setParams(
        (current) => toSearchParams({ ...parseCourseSearch(current), ...change, page: 1 }),
        {
          replace,
          preventScrollReset: true,
        },
      );
    },
    [setParams],
  );

  /** A link target for another page of the same results. */
  const pageLink = useCallback(
    (page: number) => ({ search: toSearchParams({ ...search, page }).toString() }),
    [search],
  );

  const clear = useCallback(() => {
    setParams(toSearchParams({ ...emptySearch, sort: search.sort }), {
      preventScrollReset: true,
    });
  }, [setParams, search.sort]);

  return { search, update, pageLink, clear };
}
