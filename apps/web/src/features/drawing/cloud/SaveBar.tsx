import type { BoardSize } from '@glossy/canvas';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { NewDrawingDialog } from '../board/NewDrawingDialog';
import type { CloudStatus, useCloudDrawing } from './useCloudDrawing';
import { DrawingMenu } from './DrawingMenu';
import { TitleDialog } from './TitleDialog';

type Cloud = ReturnType<typeof useCloudDrawing>;

const clock = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function statusText(cloud: Cloud): string {
  const messages: Record<CloudStatus, string> = {
    'signed-out': '',
    local: 'Only on this device: Save keeps it in your account.',
    saving: 'Saving…',
    saved: cloud.link?.dirty
      ? 'Unsaved changes'
      : cloud.savedAt
        ? `Saved at ${clock(cloud.savedAt)}`
        : 'Saved in your account',
    offline: 'Offline: your strokes are kept on this device and saved when you are back online.',
    error: 'Not saved yet: your strokes are kept on this device, and saving will be tried again.',
  };
  return messages[cloud.status];
}

const failed = (err: unknown) =>
  toast.error(err instanceof ApiError ? err.message : 'The drawing could not be saved.');

/** What New warns of, when the board holds work that is kept nowhere else. */
function unsavedWarning(cloud: Cloud, boardEmpty: boolean): string | null {
  if (boardEmpty || cloud.link) return null;
  return cloud.signedIn
    ? 'The drawing on the board is not saved to your account. Save it first to keep it.'
    : 'The drawing on the board is kept only on this device. Download it first to keep it.';
}

interface SaveBarProps {
  cloud: Cloud;
  /** The board's size now, where New's choice starts. */
  board: BoardSize;
  boardEmpty: () => boolean;
  /** One slim row for the studio's bar: Save as, New and My drawings fold into a menu. */
  compact?: boolean;
  /** Save alone, for a phone's bar; the rest waits in the panels' sheet. */
  minimal?: boolean;
}

/** The board's title and its place in the account: Save, Save as, New, My drawings. */
export function SaveBar({
  cloud,
  board,
  boardEmpty,
  compact = false,
  minimal = false,
}: SaveBarProps) {
  const location = useLocation();
  const titleId = useId();
  const [title, setTitle] = useState(cloud.title);
  const [saveAsOpen, setSaveAsOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  useEffect(() => setTitle(cloud.title), [cloud.title]);

  const newDialog = (
    <NewDrawingDialog
      open={newOpen}
      current={board}
      warning={newOpen ? unsavedWarning(cloud, boardEmpty()) : null}
      onStart={(size) => void cloud.startNew(size)}
      onClose={() => setNewOpen(false)}
    />
  );
  const startNew = () => setNewOpen(true);
  const save = () => void cloud.save().catch(failed);

  // A visitor's drawing is kept on the device; Download, beside this, is their way to keep it.
  if (minimal) {
    if (!cloud.signedIn) return null;
    return (
      <button
        type="button"
        className="btn btn-primary btn-sm px-2.5"
        title={statusText(cloud)}
        disabled={cloud.status === 'saving'}
        onClick={save}
      >
        Save
      </button>
    );
  }

  if (!cloud.signedIn) {
    return (
      <div className={`flex items-center gap-3 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
        <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={startNew}>
          New
        </button>
        <p className={`text-base-content/80 text-sm ${compact ? 'leading-snug' : ''}`}>
          Your drawing is kept on this device.{' '}
          <Link to="/login" state={{ from: location }} className="link link-primary font-medium">
            Log in
          </Link>{' '}
          to save it to your account and open it anywhere.
        </p>
        {newDialog}
      </div>
    );
  }

  const commitTitle = () => {
    const trimmed = title.trim();
    if (!trimmed || trimmed === cloud.title) return setTitle(cloud.title);
    cloud.rename(trimmed).catch((err: unknown) => {
      setTitle(cloud.title);
      failed(err);
    });
  };

  return (
    <div className={`flex items-center gap-x-3 gap-y-2 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
      <label htmlFor={titleId} className="sr-only">
        Drawing title
      </label>
      <input
        id={titleId}
        className={`input input-sm font-medium ${compact ? 'w-44 shrink-0' : 'w-full sm:w-64'}`}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={commitTitle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <div className={`flex items-center gap-2 ${compact ? 'shrink-0' : 'flex-wrap'}`}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={cloud.status === 'saving'}
          onClick={save}
        >
          Save
        </button>
        {compact ? (
          <DrawingMenu onSaveAs={() => setSaveAsOpen(true)} onNew={startNew} />
        ) : (
          <>
            <button type="button" className="btn btn-sm" onClick={() => setSaveAsOpen(true)}>
              Save as…
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={startNew}>
              New
            </button>
            <Link to="/drawings" className="btn btn-ghost btn-sm">
              My drawings
            </Link>
          </>
        )}
      </div>
      <p
        role="status"
        className={`text-base-content/70 min-h-5 text-sm ${compact ? 'min-w-0 truncate' : ''}`}
        title={compact ? statusText(cloud) : undefined}
      >
        {statusText(cloud)}
      </p>
      <TitleDialog
        open={saveAsOpen}
        heading="Save as a new drawing"
        initial={cloud.link ? `${cloud.title} (copy)` : cloud.title}
        action="Save"
        onSave={cloud.saveAs}
        onClose={() => setSaveAsOpen(false)}
      />
      {newDialog}
    </div>
  );
}
