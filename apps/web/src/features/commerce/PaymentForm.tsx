import type { Order, PaidAnswer } from '@glossy/contract';
import { cardNumberRule, sandboxCards } from '@glossy/contract/constants';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/form/TextField';
import { ApiError } from '../../lib/api';
import { FormAlert } from '../../components/form/FormAlert';
import { usePayOrder } from './commerce-queries';

interface PaymentFormProps {
  order: Order;
  onPaid(answer: PaidAnswer): void;
}

/** The spec's card entry and Pay button, now paying the order through the sandbox checkout. */
export function PaymentForm({ order, onPaid }: PaymentFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [typoError, setTypoError] = useState<string>();
  const pay = usePayOrder(onPaid);
  const fieldError =
    typoError ?? (pay.error instanceof ApiError ? pay.error.fields.cardNumber : undefined);
  const formError = pay.error && !fieldError ? pay.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule, checked here too so a mistyped number needs no round trip.
    if (!cardNumberRule.pattern.test(cardNumberRule.normalize(cardNumber))) {
      setTypoError(cardNumberRule.message);
      return;
    }
    pay.mutate({ orderId: order._id, cardNumber });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={cardNumber}
        error={fieldError}
        onChange={(event) => {
          setCardNumber(event.target.value);
          setTypoError(undefined);
          pay.reset();
        }}
        hint={
          <>
            Sandbox checkout: no real money moves. Card{' '}
            <span className="font-mono whitespace-nowrap">{sandboxCards.success}</span> pays; card{' '}
            <span className="font-mono whitespace-nowrap">{sandboxCards.declined}</span> is
            declined.
          </>
        }
      />
      <FormAlert message={formError} />
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={pay.isPending}
        aria-busy={pay.isPending}
      >
        {pay.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Pay
      </button>
    </form>
  );
}
