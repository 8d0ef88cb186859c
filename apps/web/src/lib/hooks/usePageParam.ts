import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page of a paged list, kept in ?page= so a reload or the back button shows the same page.
 * Page 1 stays out of the URL: the list's plain address and its first page are one view.
 */
export function usePageParam(options?: NavigateOptions) {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    }, options);
  return { page, goToPage };
}
