import { useId } from 'react';
import { NavLink } from 'react-router';
import { learnLinks } from './nav-links';
import { usePopupMenu } from '../../lib/hooks/useDismiss';

/** Opens on click (spec), closes on a choice, an outside click or Escape. */
export function LearnMenu() {
  const { open, close, toggle, container, trigger } = usePopupMenu();
  const menuId = useId();
  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost gap-1 font-medium"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        Learn
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          className="menu bg-base-100 rounded-box border-base-300 absolute top-full left-0 z-50 mt-2 w-52 border p-2 shadow-xl"
        >
          {learnLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
