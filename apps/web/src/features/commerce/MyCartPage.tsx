import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { toast } from '../../lib/toast';
import { formatPrice } from '../../lib/format/course-format';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { CartTable, CartTableSkeleton } from './CartTable';
import { useCart, useCheckout } from './commerce-queries';
import { EmptyState } from '../../components/ui/EmptyState';
import { sumDollars } from './money';

const everything = 'all';

/** Spec §2 and §4: the selected courses; Pay orders one (or all) and hands over to checkout. */
export default function MyCartPage() {
  const cart = useCart();
  const checkout = useCheckout();
  const pay = (itemId: string | null) =>
    checkout.mutate(itemId, {
      // The checkout may live on another site (a payment provider), so this is a real page load.
      onSuccess: (answer) => window.location.assign(answer.url),
      onError: (error) =>
        toast.error('Error!', {
          description: `An error occurred while submitting the order. ${error.message}`,
        }),
    });
  // Still set after success, while the browser leaves: a second click would order twice.
  const ordering =
    checkout.isPending || checkout.isSuccess ? (checkout.variables ?? everything) : null;

  return (
    <>
      <DashboardPageHeader
        title="My Cart"
        documentTitle="My Cart"
        actions={
          <Link to="/dashboard" className="btn btn-ghost">
            ← Back to dashboard
          </Link>
        }
      >
        The courses you selected. Pay for one now, or for all of them at once.
      </DashboardPageHeader>

      {cart.isPending ? (
        <CartTableSkeleton />
      ) : cart.isError ? (
        <QueryError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : cart.data.length === 0 ? (
        <EmptyState
          icon="cart"
          title="Your cart is empty"
          text="Pick a course you would love to draw along with, select it, and it will wait for you here."
          to="/courses"
          action="Browse courses"
        />
      ) : (
        <div className="space-y-4">
          <CartTable items={cart.data} ordering={ordering} onPay={pay} />
          <div className="card-art flex flex-wrap items-center justify-between gap-4 p-5">
            <p className="text-lg">
              Total:{' '}
              <span className="font-semibold tabular-nums">
                {formatPrice(sumDollars(cart.data.map((item) => item.price)))}
              </span>
            </p>
            <button
              type="button"
              className="btn btn-primary"
              aria-busy={ordering === everything}
              disabled={ordering !== null}
              onClick={() => pay(null)}
            >
              {ordering === everything && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Pay for all
            </button>
          </div>
        </div>
      )}
    </>
  );
}
