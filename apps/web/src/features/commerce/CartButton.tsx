import { NavLink } from 'react-router';
import { cartPath, useCourseStates } from '../../entities/commerce/course-states';

const cartLabel = (count: number) =>
  count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'course' : 'courses'}`;

/** The signed-in user's cart, with how many courses wait in it. */
export default function CartButton() {
  const count = useCourseStates().data?.inCart.length ?? 0;
  return (
    <NavLink
      to={cartPath}
      className={({ isActive }) =>
        `btn btn-ghost btn-square relative ${isActive ? 'text-primary' : ''}`
      }
      aria-label={cartLabel(count)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.3a2 2 0 0 0 2-1.6L21 8H6" />
        <path d="M9 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="badge badge-primary badge-sm absolute top-0 right-0 px-1 font-semibold"
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}
