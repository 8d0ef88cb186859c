import { Link } from 'react-router';
import type { WaitingDrawing } from '../cloud/useWaitingDrawings';

const sentence = ({ title, drawingId }: WaitingDrawing) =>
  drawingId === null
    ? `“${title}” is saved on this device and not yet in your account.`
    : `The latest strokes of “${title}” are on this device and not yet in your account.`;

/**
 * Says which drawings are kept on this device and not yet in the account, and that they are sent
 * once the network is back.
 */
export function WaitingNotice({ waiting }: { waiting: WaitingDrawing[] }) {
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Waiting to sync</p>
        {waiting.length === 1 ? (
          <p>{sentence(waiting[0]!)}</p>
        ) : (
          <ul className="list-disc pl-5">
            {waiting.map((drawing, index) => (
              <li key={index}>{sentence(drawing)}</li>
            ))}
          </ul>
        )}
        <p>They are sent as soon as you are online.</p>
      </div>
      <Link to="/canvas" className="btn btn-sm">
        Open the sketchpad
      </Link>
    </div>
  );
}
