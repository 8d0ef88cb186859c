import type { CourseLevel } from '@glossy/contract';

// Kept here as plain values: importing them from the contract would pull zod into the bundle.
export const levels: readonly CourseLevel[] = ['Beginner', 'Intermediate', 'Advanced'];

export const sortOptions = [
  { value: 'popular', label: 'Most popular' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name (A–Z)' },
] as const;

export type CourseSort = (typeof sortOptions)[number]['value'];

export const defaultSort: CourseSort = 'popular';
export const pageSize = 9;

/** What the course list shows, as read from (and written to) the URL so links can be shared. */
export interface CourseSearch {
  q: string;
  level: CourseLevel | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: CourseSort;
  page: number;
}

export const emptySearch: CourseSearch = {
  q: '',
  level: null,
  minPrice: null,
  maxPrice: null,
  sort: defaultSort,
  page: 1,
};

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

/** Anything a hand-edited URL might hold is forgiven: unknown values fall back to the default. */
export function parseCourseSearch(params: URLSearchParams): CourseSearch {
  const level = params.get('level');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  let minPrice = readPrice(params.get('minPrice'));
  let maxPrice = readPrice(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    level: levels.find((l) => l === level) ?? null,
    minPrice,
    maxPrice,
    sort: sortOptions.find((o) => o.value === sort)?.value ?? defaultSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL, so the plain /courses link stays plain. */
export function toSearchParams(search: CourseSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.level) params.set('level', search.level);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.sort !== defaultSort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The API query for one page of results. */
export function toApiQuery(search: CourseSearch): string {
  const params = toSearchParams(search);
  params.set('sort', search.sort);
  params.set('page', String(search.page));
  params.set('limit', String(pageSize));
  return params.toString();
}

export function isFiltered(search: CourseSearch): boolean {
  return (
    search.q !== '' || search.level !== null || search.minPrice !== null || search.maxPrice !== null
  );
}
