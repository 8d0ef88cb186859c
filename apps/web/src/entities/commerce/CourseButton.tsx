interface CourseButtonProps {
  /** The visible words. */
  label: string;
  /** The accessible name: the visible words first, then the course. */
  name: string;
  pending: boolean;
  onPress: () => void;
  className?: string;
}

/** A course's main button (Select, Enrol for free), with a spinner while its action is under way. */
export function CourseButton({ label, name, pending, onPress, className = '' }: CourseButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-primary ${className}`}
      onClick={onPress}
      disabled={pending}
      aria-busy={pending}
      aria-label={name}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}
