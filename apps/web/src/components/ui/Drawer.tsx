import type { ReactNode } from 'react';

/**
 * The checkbox behind a daisyUI drawer layout, kept in step with React's state: hidden from
 * assistive technology and the tab order, since the layout's own buttons open and close it.
 */
export function DrawerToggle({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      className="drawer-toggle"
      tabIndex={-1}
      aria-hidden="true"
      checked={open}
      onChange={(event) => onOpenChange(event.target.checked)}
    />
  );
}

/**
 * The side panel of a daisyUI drawer layout (the dashboard's menu, the player's lessons): on small
 * screens it slides over the page, and a click on the dimmed page beside it closes it.
 */
export function DrawerSide({
  closeLabel,
  onClose,
  children,
}: {
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // No delay before it becomes visible (daisyUI waits 0.1 s), so focus can move in at once.
    <div className="drawer-side z-50 [transition:opacity_0.2s_ease-out] print:hidden">
      <button
        type="button"
        className="drawer-overlay size-full lg:hidden"
        tabIndex={-1}
        aria-label={closeLabel}
        onClick={onClose}
      />
      {children}
    </div>
  );
}
