import { useState } from 'react';
import { avatarSrc } from '../../lib/avatar';
import type { SessionUser } from '../../lib/auth/session';
import { CreatePostForm } from './CreatePostForm';
import { Dialog } from '../../components/ui/Dialog';
import { ImageIcon } from './icons';

/** "What's on your mind?": a prompt that opens the create-post popup. */
export function CreatePostBox({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="card-art bg-base-100 flex items-center gap-3 p-4 sm:p-5">
      <img
        decoding="async"
        src={avatarSrc(user.photoURL)}
        alt=""
        width={44}
        height={44}
        className="size-11 shrink-0 rounded-full object-cover"
      />
      <button
        type="button"
        className="bg-base-200 hover:bg-base-300 text-base-content/75 min-h-11 flex-1 truncate rounded-full px-5 text-left transition-colors focus-visible:outline-primary focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        What&apos;s on your mind?
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-circle text-secondary hidden sm:inline-flex"
        aria-label="Share a picture"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ImageIcon />
      </button>
      <Dialog open={open} title="Create post" onClose={() => setOpen(false)}>
        <CreatePostForm user={user} onDone={() => setOpen(false)} />
      </Dialog>
    </div>
  );
}
