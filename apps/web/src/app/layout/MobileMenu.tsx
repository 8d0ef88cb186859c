import { Link, NavLink, useLocation } from 'react-router';
import { learnLinks, mainLinks } from './nav-links';
import { ThemeToggle } from '../../components/ui/ThemeToggle';

export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    // Laid over the page rather than pushing it down: opening it lays out and paints the menu
    // alone, not the whole page below it (issue 33: the first tap on a slow phone).
    <div
      id="mobile-menu"
      className="border-base-300 bg-base-100 absolute inset-x-0 top-full max-h-[calc(100dvh-100px)] overflow-y-auto overscroll-contain border-y shadow-lg lg:hidden"
    >
      <ul className="menu container-page w-full gap-1 py-4 text-base">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <details>
            <summary>Learn</summary>
            <ul>
              {learnLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
        {signedIn && (
          <li>
            <NavLink to="/dashboard">Dashboard</NavLink>
          </li>
        )}
        <li className="mt-2 flex flex-row flex-wrap items-center gap-2">
          <Link to="/canvas" className="btn btn-primary">
            Create a Design
          </Link>
          {!signedIn && (
            <>
              <Link to="/login" state={{ from: location }} className="btn btn-ghost">
                Log in
              </Link>
              <Link to="/signup" state={{ from: location }} className="btn btn-outline">
                SignUp
              </Link>
            </>
          )}
          <ThemeToggle />
        </li>
      </ul>
    </div>
  );
}
