import type { CourseLevel } from '@glossy/contract';
import {
  levels,
  sortOptions,
  type CourseSearch,
  type CourseSort,
} from '../../entities/catalog/course-search';
import { useDebouncedField } from './useDebouncedField';
import type { useCourseSearch } from './useCourseSearch';

type Update = ReturnType<typeof useCourseSearch>['update'];

const priceText = (price: number | null) => (price === null ? '' : String(price));
const readPrice = (text: string) => {
  const price = Number(text);
  return text.trim() === '' || !Number.isFinite(price) || price < 0 ? null : price;
};

/** Search box, level, price range and sort; every change lands in the URL. */
export function CourseFilters({ search, update }: { search: CourseSearch; update: Update }) {
  // A new search is a step Back can undo; refining it while typing replaces that step.
  const [query, setQuery] = useDebouncedField(search.q, (q) =>
    update({ q: q.trim() }, { replace: search.q !== '' }),
  );
  const [minPrice, setMinPrice] = useDebouncedField(priceText(search.minPrice), (text) =>
    update({ minPrice: readPrice(text) }, { replace: search.minPrice !== null }),
  );
  const [maxPrice, setMaxPrice] = useDebouncedField(priceText(search.maxPrice), (text) =>
    update({ maxPrice: readPrice(text) }, { replace: search.maxPrice !== null }),
  );

  return (
    <search className="bg-base-200 border-base-300 rounded-box grid grid-cols-2 gap-3 border p-4 sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <label className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <span className="text-sm font-medium">Search courses</span>
        <span className="input w-full">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 opacity-60"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Watercolor, anatomy, pixel art…"
            maxLength={100}
            className="grow"
          />
        </span>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Level</span>
        <select
          className="select w-full"
          value={search.level ?? ''}
          onChange={(e) => update({ level: (e.target.value || null) as CourseLevel | null })}
        >
          <option value="">All levels</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Sort by</span>
        <select
          className="select w-full"
          value={search.sort}
          onChange={(e) => update({ sort: e.target.value as CourseSort })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="col-span-2 grid grid-cols-2 gap-2">
        <legend className="mb-1.5 text-sm font-medium">Price (USD)</legend>
        <label className="input w-full">
          <span className="text-base-content/70 text-sm">Min $</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
            placeholder="0"
            aria-label="Minimum price in dollars"
          />
        </label>
        <label className="input w-full">
          <span className="text-base-content/70 text-sm">Max $</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
            placeholder="Any"
            aria-label="Maximum price in dollars"
          />
        </label>
      </fieldset>
    </search>
  );
}
