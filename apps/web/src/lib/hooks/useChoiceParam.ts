import { useSearchParams } from 'react-router';

/**
 * One of a few views (a status filter, a tab, a box) kept in ?name=, so a reload or the back button
 * keeps it; the default stays out of the URL. Choosing replaces the entry rather than adding one,
 * keeps the scroll where it is, and starts a paged list again at page 1.
 */
export function useChoiceParam<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = choices.find((choice) => choice === raw) ?? fallback;
  const choose = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        updated.delete('page');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [value, choose];
}
