import type { ArtEvent } from '@glossy/contract';
import { useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { ScheduleEventForm } from './ScheduleEventForm';

/** Opens the schedule form on this event, in a dialog; focus comes back to the button after. */
export function EditEventButton({ event }: { event: ArtEvent }) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // The page is inert until the modal has closed (after this render), and not every browser
    // brings the focus back by itself.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => setEditing(true)}
        aria-label={`Edit ${event.title}`}
      >
        Edit
      </button>
      <Dialog
        open={editing}
        title={`Edit “${event.title}”`}
        size="lg"
        onClose={close}
        closeOnBackdrop={false}
      >
        <ScheduleEventForm event={event} onDone={close} />
      </Dialog>
    </>
  );
}
