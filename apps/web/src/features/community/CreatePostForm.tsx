import type { NewPost } from '@glossy/contract';
import { textLimits } from '@glossy/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import type { SessionUser } from '../../lib/auth/session';
import { communityKeys, createPost } from '../../entities/community/api';
import { ImageUpload, type ImageUploadState } from './ImageUpload';
import { formatCount } from '../../lib/format/numbers';

const maxPostLength = textLimits.post;

/** The spec's post payload; the server trusts only the text and picture, the rest is for old clients. */
function toNewPost(user: SessionUser, status: string, image: string): NewPost {
  return {
    status,
    ...(image ? { image } : {}),
    email: user.email,
    date: new Date().toISOString(),
    name: user.displayName,
    ...(user.photoURL ? { photo: user.photoURL } : {}),
  };
}

export function CreatePostForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [image, setImage] = useState<ImageUploadState>({ url: '', uploading: false });
  const [error, setError] = useState<string>();
  const publish = useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      toast.success('Your work has been saved');
      onDone();
      await queryClient.invalidateQueries({ queryKey: communityKeys.posts });
    },
    onError: (err) =>
      setError(
        err instanceof ApiError ? (err.fields.status ?? err.message) : 'Your post was not saved.',
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const status = text.trim();
    if (!status) return setError('Write something first');
    if (status.length > maxPostLength) return setError(`Keep it under ${maxPostLength} characters`);
    setError(undefined);
    publish.mutate(toNewPost(user, status, image.url));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          Your post
        </label>
        <textarea
          id={id}
          rows={6}
          value={text}
          data-autofocus
          placeholder="What's on your mind? Share a sketch, a tip or a work in progress…"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="textarea w-full text-base leading-relaxed"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex items-start justify-between gap-4 text-sm">
          <p id={`${id}-error`} className="text-error font-medium">
            {error}
          </p>
          <p
            id={`${id}-hint`}
            className={`shrink-0 tabular-nums ${text.length > maxPostLength ? 'text-error font-semibold' : 'text-base-content/70'}`}
          >
            {formatCount(text.length)} / {formatCount(maxPostLength)}
          </p>
        </div>
      </div>
      <ImageUpload label="Picture (optional)" current={null} onChange={setImage} />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary min-w-28"
          disabled={publish.isPending || image.uploading}
          aria-busy={publish.isPending}
        >
          {publish.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          Post
        </button>
      </div>
    </form>
  );
}
