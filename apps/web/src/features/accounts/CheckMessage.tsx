import { useId } from 'react';
import type { TextFieldProps } from '../../components/form/TextField';
import { PasswordField } from './PasswordField';
import type { Check } from './password-checks';

export function CheckMessage({ check, id }: { check: Check | undefined; id: string }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={`min-h-5 text-sm ${check?.ok ? 'text-success' : 'text-error'}`}
    >
      {check?.message}
    </p>
  );
}

/** A password field with its live red/green message under it, announced with the field. */
export function CheckedPasswordField({
  check,
  ...field
}: Omit<TextFieldProps, 'type' | 'trailing'> & { check: Check | undefined }) {
  const messageId = useId();
  return (
    <div>
      <PasswordField {...field} aria-describedby={messageId} />
      <CheckMessage id={messageId} check={check} />
    </div>
  );
}
