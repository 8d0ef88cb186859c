import type { Order } from '@glossy/contract';
import { FormAlert } from '../../components/form/FormAlert';
import { useOrderCheckout } from './commerce-queries';

/**
 * With Stripe keys the card is typed on Stripe's own page, never here: Pay sends the buyer there,
 * and Stripe sends them back to the receipt (or here, when they cancel).
 */
export function HostedCheckoutButton({ order }: { order: Order }) {
  const checkout = useOrderCheckout();
  // Still set after success, while the browser leaves: a second click would open it twice.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base-content/80">
        You pay on Stripe’s secure page; your card number never reaches Glossy Drawer. You come back
        here with your receipt.
      </p>
      <FormAlert message={checkout.error?.message} />
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={leaving}
        aria-busy={leaving}
        onClick={() =>
          checkout.mutate(order._id, { onSuccess: (answer) => window.location.assign(answer.url) })
        }
      >
        {leaving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Pay
      </button>
    </div>
  );
}
