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
