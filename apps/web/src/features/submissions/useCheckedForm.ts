import { useRef, useState, type FormEvent } from 'react';
import { loadChecks } from './load-studio-checks';
import type { Checked } from './studio-checks';

type Checks = Awaited<ReturnType<typeof loadChecks>>;
type Errors<F extends string> = Partial<Record<F, string>>;

interface CheckedFormOptions<F extends string, V> {
  /** The fields in the order they stand, so the first one at fault takes the focus. */
  fields: readonly F[];
  /** The draft checked by the studio's checks, loaded on the first save. */
  check: (checks: Checks) => Checked<F, V>;
  save: (value: V) => Promise<unknown>;
  /** A failed save as messages under the fields it names, and one for the form when none does. */
  describeFailure: (error: unknown) => { fields: Errors<F>; form?: string };
  /** An upload still runs: what it gives is not in the draft yet. */
  uploading: boolean;
  readOnly?: boolean;
  /** Told when the form is sent back with messages, so the fields at fault can be shown. */
  onRefused?: () => void;
}

/**
 * The save of a studio form (a course, a lesson): the draft is checked with the contract's schema
 * before it is sent, and every message, the check's or the server's, stands under its field.
 */
export function useCheckedForm<F extends string, V>({
  fields,
  check,
  save,
  describeFailure,
  uploading,
  readOnly = false,
  onRefused,
}: CheckedFormOptions<F, V>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const refuse = (invalid: Errors<F>, message?: string) => {
    setErrors(invalid);
    setFormError(message);
    onRefused?.();
    const first = fields.find((field) => invalid[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const send = async () => {
    if (pending || readOnly) return;
    if (uploading) {
      setFormError('Wait for the upload to finish, then save.');
      return;
    }
    setFormError(undefined);
    setPending(true);
    try {
      const checks = await loadChecks().catch(() => null);
      if (!checks) {
        setFormError('The form could not load. Check your connection and try again.');
        return;
      }
      const checked = check(checks);
      if (!checked.ok) {
        refuse(checked.errors);
        return;
      }
      setErrors({});
      try {
        await save(checked.value);
      } catch (error) {
        const failure = describeFailure(error);
        refuse(failure.fields, failure.form);
      }
    } finally {
      setPending(false);
    }
  };

  /** What was just changed is no longer at fault, and the form's own message is out of date. */
  const clear = (...changed: F[]) => {
    setFormError(undefined);
    if (!changed.some((field) => errors[field])) return;
    setErrors((current) => {
      const next = { ...current };
      for (const field of changed) delete next[field];
      return next;
    });
  };

  return {
    errors,
    formError,
    pending,
    clear,
    /** For the `<form>`: the browser's own checks give way to the contract's. */
    formProps: {
      ref: form,
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        void send();
      },
      // The checks load while the form is filled in, ready by the time it is sent.
      onFocus: () => void loadChecks().catch(() => undefined),
    },
  };
}
