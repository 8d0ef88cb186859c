import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { LearnMenu } from './LearnMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainLinks } from './nav-links';
import { ThemeToggle } from '../../components/ui/ThemeToggle';
import { UserMenu } from './UserMenu';
import { useDismiss } from '../../lib/hooks/useDismiss';

// Signed-in only: a visitor's page never loads them.
const SignedInActions = lazy(() => import('./SignedInActions'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `btn btn-ghost font-medium ${isActive ? 'text-primary' : ''}`;

/** Sticky, 100 px tall (spec §9). */
export function Navbar() {
  const { user, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, container, closeMenu);
  useEffect(closeMenu, [location.pathname, closeMenu]);

  return (
    <header
      ref={container}
      className="bg-base-100/90 border-base-300 sticky top-0 z-40 border-b frosted"
    >
      <nav
        aria-label="Main"
        className="container-page flex h-[100px] items-center justify-between gap-4"
      >
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LearnMenu />
          </li>
          {user && (
            <li>
              <NavLink to="/dashboard" className={linkClass}>
                Dashboard
              </NavLink>
            </li>
          )}
        </ul>
        <div className="flex items-center gap-2">
          <ThemeToggle className="hidden sm:inline-flex" />
          <Link to="/canvas" className="btn btn-primary hidden sm:inline-flex">
            Create a Design
          </Link>
          {user && (
            <Suspense>
              <SignedInActions />
            </Suspense>
          )}
          {user ? (
            <UserMenu
              user={user}
              onLogout={() =>
                logout().catch((err: unknown) =>
                  toast.error(
                    err instanceof Error ? err.message : 'Logout failed. Please try again.',
                  ),
                )
              }
            />
          ) : (
            <>
              <Link
                to="/login"
                state={{ from: location }}
                className="btn btn-ghost hidden sm:inline-flex"
              >
                Log in
              </Link>
              <Link
                to="/signup"
                state={{ from: location }}
                className="btn btn-outline hidden sm:inline-flex"
              >
                SignUp
              </Link>
            </>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen && <MobileMenu signedIn={Boolean(user)} />}
    </header>
  );
}
