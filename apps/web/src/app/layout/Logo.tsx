import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2" aria-label="Glossy Drawer home">
      <img
        decoding="async"
        src="/media/site/logo.svg"
        alt=""
        width={40}
        height={40}
        className="h-10 w-10"
      />
      <span className="font-display text-xl font-semibold tracking-tight sm:text-2xl">
        Glossy Drawer
      </span>
    </Link>
  );
}
