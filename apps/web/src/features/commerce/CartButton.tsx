import { NavLink } from 'react-router';
import { CountBadge } from '../../components/ui/CountBadge';
import { Icon } from '../../components/ui/icons';
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
      <Icon name="cart" className="size-6" />
      {count > 0 && <CountBadge>{count}</CountBadge>}
    </NavLink>
  );
}
