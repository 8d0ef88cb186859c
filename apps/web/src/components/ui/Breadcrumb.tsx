import { Link } from 'react-router';

/** Where a course screen sits: links back up the trail, then the screen itself. */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
}) {
  const separator = (
    <span aria-hidden="true" className="text-base-content/50">
      ›
    </span>
  );
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2">
        {trail.map((step, index) => (
          <li key={step.to} className="flex items-center gap-2">
            {index > 0 && separator}
            <Link to={step.to} className="link link-hover">
              {step.label}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-2">
          {separator}
          <span aria-current="page" className="truncate">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
