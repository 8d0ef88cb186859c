import { Icon } from '../../components/ui/icons';

/** A square icon-only button of the curriculum's chapter and lesson rows; its label is its name. */
export function CurriculumIconButton({
  label,
  icon,
  onClick,
  disabled = false,
  tone = '',
}: {
  label: string;
  icon: 'up' | 'down' | 'edit' | 'trash';
  onClick: () => void;
  disabled?: boolean;
  tone?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-square ${tone}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}
