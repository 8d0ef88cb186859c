import CartButton from '../../features/commerce/CartButton';
import NotificationBell from '../../features/notifications/NotificationBell';

/**
 * The header's buttons for a signed-in user, in one chunk the Navbar loads lazily: a visitor's
 * page never fetches them, and the Navbar keeps a single import of them (its size is unchanged).
 */
export default function SignedInActions() {
  return (
    <>
      <NotificationBell />
      <CartButton />
    </>
  );
}
