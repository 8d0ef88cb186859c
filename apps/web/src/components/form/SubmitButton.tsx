import type { ReactNode } from 'react';

/** A form's submit button that shows a spinner and stays disabled while the form is sending. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
  className = '',
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
