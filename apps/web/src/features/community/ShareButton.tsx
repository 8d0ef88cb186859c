import { copyLink } from '../../lib/copy-link';
import { ShareIcon } from './icons';

export const postLink = (id: string) => `${window.location.origin}/allPost#post-${id}`;

export function ShareButton({ postId }: { postId: string }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm gap-1.5"
      onClick={() => void copyLink(postLink(postId))}
    >
      <ShareIcon />
      Share
    </button>
  );
}
