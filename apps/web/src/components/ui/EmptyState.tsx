import { Link } from 'react-router';
import { Icon, type IconName } from './icons';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  text: string;
  /** Where to go from here, usually the catalog. */
  to: string;
  action: string;
}

/** A list with nothing in it yet: what that means and the next step, never a bare blank box. */
export function EmptyState({ icon, title, text, to, action }: EmptyStateProps) {
  return (
    <div className="bg-base-200 rounded-box flex flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="bg-primary/12 text-primary grid size-12 shrink-0 place-items-center rounded-2xl">
        <Icon name={icon} className="size-6" />
      </span>
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="text-base-content/75 max-w-md">{text}</p>
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}
