import type { AdminPayment, Payment } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Cell, Row, TableFrame } from '../../../components/ui/TableFrame';
import { useOwnList } from '../../../entities/commerce/own-lists';
import { apiSend } from '../../../lib/api';
import { formatPrice } from '../../../lib/format/course-format';
import { fullDate } from '../../../lib/format/dates';
import { toast } from '../../../lib/toast';
import { RefundPolicy } from '../RefundPolicy';

const headers = ['Order', 'Date', 'Buyer', 'Courses', 'Paid', 'Refund'] as const;

function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiSend<Payment>('POST', `/admin/payments/${encodeURIComponent(paymentId)}/refund`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-payments'] }),
  });
}

function RefundCell({ payment }: { payment: AdminPayment }) {
  const refund = useRefund();
  const [asking, setAsking] = useState(false);
  if (payment.refundedAt) return <span className="badge badge-ghost">Refunded</span>;
  if (!payment.refundable) {
    return <span className="text-base-content/75 text-sm">Outside the policy</span>;
  }
  const grant = () =>
    refund.mutate(payment._id, {
      onSuccess: () => toast.success(`Order ${payment.orderNumber} refunded`),
      onError: (error) => toast.error(`The refund failed. ${error.message}`),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        aria-label={`Refund order ${payment.orderNumber}`}
        onClick={() => setAsking(true)}
      >
        Refund
      </button>
      <ConfirmDialog
        open={asking}
        title={`Refund order ${payment.orderNumber}?`}
        confirmLabel="Refund"
        pending={refund.isPending}
        onConfirm={grant}
        onClose={() => setAsking(false)}
      >
        <p>
          {formatPrice(payment.amount)} goes back to {payment.buyer.name}, and{' '}
          {payment.courses.join(', ')} leaves their courses.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** Admins: the latest payments of every buyer, each refundable in one confirmed click. */
export default function RefundsPage() {
  const payments = useOwnList<AdminPayment[]>('adminPayments', () => '/admin/payments');
  return (
    <>
      <DashboardPageHeader title="Payments & Refunds" documentTitle="Payments & Refunds">
        Every payment, newest first. <RefundPolicy />
      </DashboardPageHeader>
      {payments.isPending ? (
        <Skeleton className="rounded-box h-72" />
      ) : payments.isError ? (
        <QueryError error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <EmptyState
          icon="coins"
          title="No payments yet"
          text="Payments show here as soon as students buy courses."
          to="/dashboard"
          action="Back to dashboard"
        />
      ) : (
        <TableFrame label="Payments" headers={headers}>
          {payments.data.map((payment) => (
            <Row key={payment._id}>
              <Cell kind="title" className="font-mono">
                {payment.orderNumber}
              </Cell>
              <Cell label={headers[1]} className="whitespace-nowrap">
                {fullDate(payment.date)}
              </Cell>
              <Cell label={headers[2]}>
                {payment.buyer.name}
                <span className="text-base-content/75 block text-xs break-all">
                  {payment.buyer.email}
                </span>
              </Cell>
              <Cell label={headers[3]}>{payment.courses.join(', ')}</Cell>
              <Cell label={headers[4]} className="tabular-nums">
                {formatPrice(payment.amount)}
                {payment.couponCode && (
                  <span className="text-base-content/75 block text-xs">
                    {payment.couponCode} (−{formatPrice(payment.discount)})
                  </span>
                )}
              </Cell>
              <Cell kind="action">
                <RefundCell payment={payment} />
              </Cell>
            </Row>
          ))}
        </TableFrame>
      )}
    </>
  );
}
