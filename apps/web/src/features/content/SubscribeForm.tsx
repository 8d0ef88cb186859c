import type { SubscriptionAnswer } from '@glossy/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiSend } from '../../lib/api';

/** The footer's mailing-list box: stored on the server, deduplicated, answered either way. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const messageId = useId();
  const subscribe = useMutation({
    mutationFn: (value: string) =>
      apiSend<SubscriptionAnswer>('POST', '/subscriptions', { email: value }),
    onSuccess: () => setEmail(''),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email);
  };
  const error =
    subscribe.error instanceof ApiError
      ? (subscribe.error.fields.email ?? subscribe.error.message)
      : undefined;
  const message = subscribe.data
    ? subscribe.data.alreadySubscribed
      ? 'You are already on our list. Thank you!'
      : 'Thanks! You are subscribed.'
    : error;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        Join our mailing list
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="input join-item text-base-content w-full"
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={messageId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={subscribe.isPending}>
          {subscribe.isPending && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`min-h-5 text-sm ${error ? 'text-error' : 'text-success'}`}
      >
        {message}
      </p>
    </form>
  );
}
