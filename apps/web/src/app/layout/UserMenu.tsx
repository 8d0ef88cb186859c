import { Link } from 'react-router';
import type { SessionUser } from '../../lib/auth/session';
import { avatarSrc } from '../../lib/avatar';
import { usePopupMenu } from '../../lib/hooks/useDismiss';

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { open, close, toggle, container, trigger } = usePopupMenu();

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={`Account menu for ${user.displayName}`}
        aria-expanded={open}
        onClick={toggle}
      >
        <img
          decoding="async"
          src={avatarSrc(user.photoURL)}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-full object-cover"
        />
      </button>
      {open && (
        <ul className="menu bg-base-100 rounded-box border-base-300 absolute top-full right-0 z-50 mt-2 w-48 border p-2 shadow-xl">
          <li className="menu-title">
            <span className="truncate">{user.displayName}</span>
            {user.username && <span className="truncate font-normal">@{user.username}</span>}
          </li>
          <li>
            <Link to="/profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/allPost" onClick={close}>
              Post
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
