import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons';

export interface Shortcut {
  to: string;
  title: string;
  description: string;
  icon: IconName;
  tone: 'primary' | 'secondary' | 'accent' | 'success';
}

const tones: Record<Shortcut['tone'], string> = {
  primary: 'bg-primary/12 text-primary',
  secondary: 'bg-secondary/12 text-secondary',
  accent: 'bg-accent/25 text-base-content',
  success: 'bg-success/12 text-success',
};

/** A whole-card link to one thing the user is likely to do next. */
export function ShortcutCard({ shortcut }: { shortcut: Shortcut }) {
  return (
    <Link
      to={shortcut.to}
      className="card-art group flex h-full gap-4 p-5 sm:flex-col sm:p-6 hover:-translate-y-0.5 motion-safe:transition-transform"
    >
      <span
        className={`grid size-12 shrink-0 place-items-center rounded-2xl ${tones[shortcut.tone]}`}
      >
        <Icon name={shortcut.icon} className="size-6" />
      </span>
      <span className="flex flex-1 flex-col gap-1.5">
        <span className="font-display text-xl font-semibold">{shortcut.title}</span>
        <span className="text-base-content/75 text-sm leading-relaxed">{shortcut.description}</span>
      </span>
      <span className="text-primary hidden items-center gap-1.5 text-sm font-semibold sm:flex">
        Open
        <Icon
          name="arrow"
          className="size-4 group-hover:translate-x-0.5 motion-safe:transition-transform"
        />
      </span>
    </Link>
  );
}
