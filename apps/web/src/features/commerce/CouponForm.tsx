import type { Order } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/form/TextField';
import { ApiError, apiSend } from '../../lib/api';
import { toast } from '../../lib/toast';

/** Applies or takes off a pending order's coupon; the server prices it and answers the order. */
function useOrderCoupon(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string | null) =>
      code === null
        ? apiSend<Order>('DELETE', `/orders/${encodeURIComponent(orderId)}/coupon`)
        : apiSend<Order>('POST', `/orders/${encodeURIComponent(orderId)}/coupon`, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** 'Coupon code' and Apply at checkout; once applied, the code with a way to take it off. */
export function CouponForm({ order }: { order: Order }) {
  const [code, setCode] = useState('');
  const coupon = useOrderCoupon(order._id);
  const error =
    coupon.error instanceof ApiError
      ? (coupon.error.fields.code ?? coupon.error.message)
      : coupon.error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    coupon.mutate(code.trim(), {
      onSuccess: (priced) => {
        setCode('');
        toast.success(`Coupon ${priced.couponCode ?? ''} applied`);
      },
    });
  };

  if (order.couponCode) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          Coupon <span className="badge badge-success font-mono">{order.couponCode}</span> applied
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          disabled={coupon.isPending}
          aria-label={`Remove coupon ${order.couponCode}`}
          onClick={() => coupon.mutate(null)}
        >
          Remove
        </button>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Coupon code"
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            coupon.reset();
          }}
        />
      </div>
      <button
        type="submit"
        className="btn btn-outline btn-primary mt-[1.625rem]"
        disabled={coupon.isPending}
        aria-busy={coupon.isPending}
      >
        {coupon.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Apply
      </button>
    </form>
  );
}
