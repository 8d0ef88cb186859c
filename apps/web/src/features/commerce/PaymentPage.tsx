import type { PaidAnswer } from '@glossy/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { CheckoutCard } from './CheckoutCard';
import { useOrders, usePayments } from './commerce-queries';
import { EmptyState } from '../../components/ui/EmptyState';
import { orderToPay } from './pending-order';
import { PaymentHistorySkeleton, PaymentHistoryTable } from './PaymentHistoryTable';

function PaymentHistory() {
  const payments = usePayments();
  if (payments.isPending) return <PaymentHistorySkeleton />;
  if (payments.isError) {
    return <QueryError error={payments.error} onRetry={() => void payments.refetch()} />;
  }
  if (payments.data.length === 0) {
    return (
      <EmptyState
        icon="payment"
        title="No payments yet"
        text="When you pay for a course, the payment shows up here with its date, amount and transaction id."
        to="/courses"
        action="Browse courses"
      />
    );
  }
  return <PaymentHistoryTable payments={payments.data} />;
}

/**
 * Spec §2 "Payment" and the sidebar's Payment History: the order waiting for payment (the one
 * checkout sent the browser here with, `?order=`) on top, every payment made below.
 */
export default function PaymentPage() {
  const orders = useOrders();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = orders.data ? orderToPay(orders.data, params.get('order')) : null;
  const others =
    orders.data?.filter((other) => other.status === 'pending' && other !== order) ?? [];

  const onPaid = (answer: PaidAnswer) => {
    // The receipt: where the buyer's focus continues.
    if (answer.url.startsWith('/')) void navigate(answer.url, { replace: true });
    else window.location.assign(answer.url);
  };

  return (
    <>
      <DashboardPageHeader title="Payments" documentTitle="Payment History">
        Pay for the courses you ordered, and find every payment you have made.
      </DashboardPageHeader>
      <div className="space-y-10">
        {orders.isPending ? (
          <Skeleton className="rounded-box h-72" />
        ) : orders.isError ? (
          <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          order && <CheckoutCard order={order} others={others} onPaid={onPaid} />
        )}
        <section aria-labelledby="payment-history-title" className="space-y-4">
          <h2
            id="payment-history-title"
            className="font-display text-2xl font-semibold outline-none"
          >
            Payment History
          </h2>
          <PaymentHistory />
        </section>
      </div>
    </>
  );
}
