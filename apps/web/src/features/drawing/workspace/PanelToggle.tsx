import { PanelIcon } from '../../../sketchpad/icons';

interface Props {
  open: boolean;
  panelId: string;
  onToggle(): void;
  className?: string;
}

/** Shows or hides the wide screen's column of properties and layers. */
export function PanelToggle({ open, panelId, onToggle, className = '' }: Props) {
  return (
    <button
      type="button"
      className={`btn gap-1.5 ${open ? 'btn-active' : 'btn-ghost'} ${className}`}
      aria-expanded={open}
      aria-controls={panelId}
      title={open ? 'Hide the panels' : 'Show the brush, colour and layers panels'}
      onClick={onToggle}
    >
      <PanelIcon />
      Panels
    </button>
  );
}
