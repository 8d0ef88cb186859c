import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textLimits } from '@glossy/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { addComment, communityKeys } from '../../entities/community/api';
import { patchPost } from './post-cache';

const maxCommentLength = textLimits.comment;

export function CommentForm({ postId }: { postId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (value: string) => addComment(postId, value),
    onSuccess: async () => {
      setText('');
      patchPost(queryClient, postId, (post) => ({ comments: post.comments + 1 }));
      await queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
    },
    onError: (err) =>
      setError(
        err instanceof ApiError ? (err.fields.text ?? err.message) : 'Your comment was not sent.',
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError('Write a comment first');
    if (value.length > maxCommentLength)
      return setError(`Keep it under ${maxCommentLength} characters`);
    setError(undefined);
    send.mutate(value);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        Write a comment
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          rows={1}
          value={text}
          maxLength={maxCommentLength + 100}
          placeholder="Write a comment…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="textarea textarea-sm min-h-10 w-full flex-1 resize-y text-sm"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter sends, as in any chat; Shift+Enter keeps a line break.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm h-10"
          disabled={send.isPending}
          aria-busy={send.isPending}
        >
          {send.isPending && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          Send
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm font-medium">
          {error}
        </p>
      )}
    </form>
  );
}
