import type { Receipt } from '@glossy/contract';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { ReceiptCourses } from './ReceiptCourses';
import { ReceiptFacts } from './ReceiptFacts';
import { RefundPolicy } from '../RefundPolicy';
import { useReceipt } from './receipt-query';

const titles: Record<Receipt['status'], string> = {
  paid: 'Payment successful',
  pending: 'Waiting for payment',
  cancelled: 'This order was cancelled',
  refunded: 'This order was refunded',
};

const badges: Record<Receipt['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function ReceiptLead({ receipt, confirming }: { receipt: Receipt; confirming: boolean }) {
  if (receipt.status === 'paid') {
    return (
      <p>
        Thank you, {receipt.buyer.name}. Your courses are ready, and a copy of this receipt was sent
        to {receipt.buyer.email}.
      </p>
    );
  }
  if (receipt.status === 'pending' && confirming) {
    return <p role="status">Stripe is confirming your payment; this takes a few seconds.</p>;
  }
  if (receipt.status === 'pending') return <p>This order has not been paid yet.</p>;
  if (receipt.status === 'refunded') {
    return <p>The payment was given back to your card, and its courses left your courses.</p>;
  }
  return <p>Nothing was charged. The courses you still want are in your cart.</p>;
}

function ReceiptActions({ receipt }: { receipt: Receipt }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {receipt.status === 'paid' && (
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print receipt
        </button>
      )}
      {receipt.status === 'pending' && (
        <Link to={`/dashboard/payment?order=${receipt._id}`} className="btn btn-primary">
          Pay now
        </Link>
      )}
      <Link to="/dashboard/payment" className="btn btn-ghost">
        Payment History
      </Link>
      <Link to="/courses" className="btn btn-ghost">
        Browse more courses
      </Link>
    </div>
  );
}

function ReceiptView({ receipt, confirming }: { receipt: Receipt; confirming: boolean }) {
  const heading = useRef<HTMLDivElement>(null);
  // Arriving from the payment form (which is gone now), focus starts at what happened.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const paid = receipt.status === 'paid';
  return (
    <div ref={heading} tabIndex={-1} className="outline-none">
      <DashboardPageHeader
        title={titles[receipt.status]}
        documentTitle={`Receipt ${receipt.number}`}
        eyebrow={`Order ${receipt.number}`}
      >
        <ReceiptLead receipt={receipt} confirming={confirming} />
      </DashboardPageHeader>
      <article
        aria-label={`Receipt for order ${receipt.number}`}
        className="card-art max-w-3xl space-y-8 p-6 sm:p-8"
      >
        <header className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-display text-2xl font-semibold">Glossy Drawer</p>
          <p className={`badge ${paid ? 'badge-success' : 'badge-ghost'}`}>
            {badges[receipt.status]}
          </p>
        </header>
        <ReceiptFacts receipt={receipt} />
        <ReceiptCourses receipt={receipt} />
        <RefundPolicy />
        <ReceiptActions receipt={receipt} />
      </article>
    </div>
  );
}

/** `/dashboard/payment/{orderId}`: the confirmation a buyer lands on after paying, and the receipt. */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  // Back from Stripe Checkout: its webhook may not have arrived yet, so the receipt asks again.
  const [params] = useSearchParams();
  const confirming = params.has('session_id');
  const receipt = useReceipt(orderId, confirming);
  if (receipt.isPending) {
    return (
      <>
        <Skeleton className="mb-8 h-16 w-72" />
        <Skeleton className="rounded-box h-80 max-w-3xl" />
      </>
    );
  }
  if (receipt.isError) {
    const error = receipt.error;
    const missing = error instanceof ApiError && [400, 403, 404].includes(error.status);
    return (
      <>
        <DashboardPageHeader
          title={missing ? 'This order does not exist' : 'The receipt could not be opened'}
          documentTitle="Receipt"
        />
        {missing ? (
          <Link to="/dashboard/payment" className="btn btn-primary">
            Payment History
          </Link>
        ) : (
          <QueryError error={error} onRetry={() => void receipt.refetch()} />
        )}
      </>
    );
  }
  return (
    <ReceiptView
      receipt={receipt.data}
      confirming={confirming && receipt.data.status === 'pending'}
    />
  );
}
