import { newPost, type DrawingSummary } from '@glossy/contract';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/Dialog';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { sharePrompt, useShareToFeed } from './useShareToFeed';

/** A real link to the feed (a new tab works too); a plain click moves within the app. */
function FeedLink({ onOpen }: { onOpen: () => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onOpen();
  };
  return (
    <a href="/allpost" onClick={follow} className="ml-auto shrink-0 font-semibold underline">
      See it in the feed
    </a>
  );
}

function ShareForm({ drawing, onDone }: { drawing: DrawingSummary; onDone: () => void }) {
  const navigate = useNavigate();
  const share = useShareToFeed();
  const [text, setText] = useState(() => sharePrompt(drawing.title));
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The post's own rules (1–5000 characters once trimmed), the same the server applies.
    const checked = newPost.shape.status.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const status = checked.data;
    setError(undefined);
    share.mutate(
      { drawing, status },
      {
        onSuccess: () => {
          onDone();
          toast.success('Shared to the feed', {
            action: <FeedLink onOpen={() => void navigate('/allpost')} />,
          });
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.fields.status ?? err.fields.drawingId ?? err.message)
              : 'Your post was not shared.',
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="bg-base-200 rounded-box flex items-center gap-4 p-3">
        <img
          decoding="async"
          src={drawing.thumbnail}
          alt=""
          width={96}
          height={Math.max(1, Math.round((96 * drawing.height) / Math.max(1, drawing.width)))}
          className="h-16 w-24 shrink-0 rounded-sm object-contain"
        />
        <p className="text-base-content/80 text-sm">
          The post shows this picture and a link to watch it being drawn.
          {drawing.visibility === 'private' && ' Sharing makes the drawing public.'}
        </p>
      </div>
      <TextAreaField
        label="Your post"
        rows={4}
        value={text}
        error={error}
        data-autofocus
        className="leading-relaxed"
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={share.isPending}>
          Cancel
        </button>
        <SubmitButton pending={share.isPending} className="min-w-28">
          Post
        </SubmitButton>
      </div>
    </form>
  );
}

/** Share to feed: a post, its words ready to edit, showing the drawing and a link to its replay. */
export function ShareDrawingDialog({
  open,
  drawing,
  onClose,
}: {
  open: boolean;
  drawing: DrawingSummary;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title="Share to feed" onClose={onClose} closeOnBackdrop={false}>
      <ShareForm drawing={drawing} onDone={onClose} />
    </Dialog>
  );
}
