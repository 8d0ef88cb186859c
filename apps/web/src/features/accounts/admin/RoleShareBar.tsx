import type { AdminOverview } from '@glossy/contract';

const parts = [
  { key: 'student', label: 'Students', colour: 'bg-secondary' },
  { key: 'instructor', label: 'Instructors', colour: 'bg-accent' },
  { key: 'admin', label: 'Admins', colour: 'bg-primary' },
] as const;

/** How the users split between roles, as one bar; the numbers themselves are in the cards above. */
export function RoleShareBar({ users }: { users: AdminOverview['users'] }) {
  if (users.total === 0) return null;
  const share = (n: number) => Math.round((n / users.total) * 1000) / 10;
  return (
    <figure className="card-art p-5 sm:p-6">
      <figcaption className="text-base-content/75 mb-3 text-sm font-medium">
        Users by role
      </figcaption>
      <div className="bg-base-200 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
        {parts.map((part) =>
          users[part.key] > 0 ? (
            <div
              key={part.key}
              className={`${part.colour} h-full`}
              style={{ width: `${share(users[part.key])}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {parts.map((part) => (
          <li key={part.key} className="flex items-center gap-2">
            <span className={`${part.colour} size-2.5 rounded-full`} aria-hidden="true" />
            {part.label}: {share(users[part.key])}%
          </li>
        ))}
      </ul>
    </figure>
  );
}
