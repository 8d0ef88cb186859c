import { useRef } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../sketchpad/icons';

/** Save as, New and My drawings behind one button, where the studio's bar has no room. */
export function DrawingMenu({ onSaveAs, onNew }: { onSaveAs(): void; onNew(): void }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const close = () => menuRef.current?.removeAttribute('open');
  return (
    <details ref={menuRef} className="dropdown">
      <summary className="btn btn-sm btn-ghost gap-1 px-2" title="More: Save as, New, My drawings">
        <span className="sr-only">More drawing actions</span>
        <ChevronIcon />
      </summary>
      <ul className="menu dropdown-content bg-base-100 rounded-box border-base-300 z-30 mt-1 w-48 border p-2 shadow-lg">
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              onSaveAs();
            }}
          >
            Save as…
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              onNew();
            }}
          >
            New
          </button>
        </li>
        <li>
          <Link to="/drawings" onClick={close}>
            My drawings
          </Link>
        </li>
      </ul>
    </details>
  );
}
