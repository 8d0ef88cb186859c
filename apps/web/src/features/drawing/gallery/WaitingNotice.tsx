import { Link } from 'react-router';
import type { CloudLink } from '../cloud/cloud-link';

/**
 * Says which drawing is kept on this device and not yet in the account, and that the sketchpad
 * sends it once the network is back.
 */
export function WaitingNotice({ link }: { link: CloudLink }) {
  const what =
    link.drawingId === null
      ? `“${link.title}” is saved on this device and not yet in your account.`
      : `The latest strokes of “${link.title}” are on this device and not yet in your account.`;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap items-center gap-3">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Waiting to sync. </span>
        {what} The sketchpad sends them as soon as you are online.
      </p>
      <Link to="/canvas" className="btn btn-sm">
        Open the sketchpad
      </Link>
    </div>
  );
}
