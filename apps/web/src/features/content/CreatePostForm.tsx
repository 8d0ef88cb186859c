import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/api';
import { contentKeys, publishBlogPost } from './api';
import { FormField } from '../../components/form/FormField';
import { checkPostText, maxPostLength } from './post-rules';
import { SubmitButton } from '../../components/form/SubmitButton';
import { formatCount } from '../../lib/format/numbers';

/** Writing a blog post; only a signed-in user may publish, everyone else is offered to log in. */
export function CreatePostForm() {
  const { user, ready } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const publish = useMutation({
    mutationFn: publishBlogPost,
    onSuccess: async () => {
      toast.success('Your work has been saved');
      setText('');
      await queryClient.invalidateQueries({ queryKey: contentKeys.blogPosts });
    },
    onError: (err) => {
      setError(
        err instanceof ApiError
          ? (err.fields.text ?? err.message)
          : 'Your post could not be saved.',
      );
      textarea.current?.focus();
    },
  });

  // Until the first session check answers, nobody is known to be signed out: no log-in nag yet.
  const signedOut = ready && user === null;
  const canPost = user !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    const problem = checkPostText(text);
    setError(problem);
    if (problem) {
      textarea.current?.focus();
      return;
    }
    publish.mutate(text);
  };

  const tooLong = text.length > maxPostLength;
  return (
    <form onSubmit={onSubmit} noValidate className="card-art flex flex-col gap-4 p-6 sm:p-8">
      {signedOut && (
        <div
          role="note"
          className="bg-info/10 text-base-content rounded-box flex flex-col items-start gap-3 p-4"
        >
          <p>Posting is for members. Log in to share what you are drawing and learning.</p>
          <Link to="/login" state={{ from: location }} className="btn btn-sm btn-secondary">
            Log in to publish a post
          </Link>
        </div>
      )}
      <FormField
        label="Your post"
        error={error}
        hint={
          <span className={tooLong ? 'text-error font-semibold' : undefined}>
            {formatCount(text.length)} / {formatCount(maxPostLength)}
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={textarea}
            name="text"
            rows={7}
            required
            disabled={!canPost}
            placeholder="Share a tip, a story or a work in progress…"
            className="textarea w-full text-base leading-relaxed"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton pending={publish.isPending} disabled={!canPost} className="min-w-28">
          Post
        </SubmitButton>
      </div>
    </form>
  );
}
