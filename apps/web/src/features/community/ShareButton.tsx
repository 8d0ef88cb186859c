import { toast } from '../../lib/toast';
import { ShareIcon } from './icons';

export const postLink = (id: string) => `${window.location.origin}/allPost#post-${id}`;

export function ShareButton({ postId }: { postId: string }) {
  const share = async () => {
    const link = postLink(postId);
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      // Clipboard access can be refused (permissions, insecure context): hand the link over instead.
      toast.info('Copy this link', { description: link });
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-sm gap-1.5" onClick={() => void share()}>
      <ShareIcon />
      Share
    </button>
  );
}
