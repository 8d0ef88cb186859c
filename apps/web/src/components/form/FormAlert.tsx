export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert alert-soft alert-${tone} text-sm`}
    >
      <span>{message}</span>
    </div>
  );
}
