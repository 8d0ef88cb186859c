import { useId } from 'react';
import { Icon } from '../ui/icons';

/** The search box above a dashboard list, with a visible label (a placeholder alone is no label). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width beside the list's other controls. */
  className: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <label className="input w-full">
        <Icon name="browse" className="text-base-content/60 size-4" />
        <input
          id={id}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
