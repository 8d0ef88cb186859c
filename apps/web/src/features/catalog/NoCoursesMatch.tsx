interface NoCoursesMatchProps {
  filtered: boolean;
  onClear(): void;
}

export function NoCoursesMatch({ filtered, onClear }: NoCoursesMatchProps) {
  return (
    <div className="bg-base-200 rounded-box flex flex-col items-center gap-4 px-6 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="text-primary size-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M12 50c8-2 14-10 20-20s12-16 20-18" />
        <circle cx="50" cy="14" r="4" />
        <path d="M10 54h14" />
      </svg>
      <h2 className="font-display text-2xl font-semibold">
        {filtered ? 'No courses match your search' : 'No courses yet'}
      </h2>
      <p className="text-base-content/75 max-w-md">
        {filtered
          ? 'No courses match these filters. Try fewer words, another level or a wider price range.'
          : 'New courses are on their way. Check back soon.'}
      </p>
      {filtered && (
        <button type="button" className="btn btn-primary" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
