import type { StrokeLog } from '@glossy/canvas';
import { parseLog } from '@glossy/canvas/log';
import type {
  DeletedAnswer,
  DrawingDetail,
  DrawingPatch,
  DrawingSavedAnswer,
  DrawingSummary,
  InsertedAnswer,
  ModifiedAnswer,
} from '@glossy/contract';
import { drawingFormFields as fields } from '@glossy/contract/constants';
import { apiGet, apiRequest, apiSend } from '../../lib/api';

export const drawingKeys = {
  all: ['drawings'] as const,
  mine: (email: string) => ['drawings', 'mine', email] as const,
  one: (id: string) => ['drawings', 'one', id] as const,
  log: (url: string) => ['drawings', 'log', url] as const,
};

export const fetchMyDrawings = (signal?: AbortSignal) =>
  apiGet<DrawingSummary[]>('/drawings', signal);

/** A 403 here is a private drawing of someone else's: the page says so, the user stays signed in. */
export const fetchDrawing = async (id: string, signal?: AbortSignal) =>
  (
    await apiRequest<DrawingDetail>(`/drawings/${encodeURIComponent(id)}`, {
      signal,
      forbiddenIsAnswer: true,
    })
  ).data;

/** The drawing's stroke log from the address its details give (sent gzip-encoded, unpacked by the browser). */
export async function fetchDrawingLog(url: string, signal?: AbortSignal): Promise<StrokeLog> {
  const path = url.replace(/^\/api/, '');
  const { data } = await apiRequest<unknown>(path, { signal, forbiddenIsAnswer: true });
  return parseLog(data);
}

/** gzip where the browser can (every current one), plain JSON otherwise: the server takes both. */
async function packLog(log: StrokeLog): Promise<Blob> {
  const json = JSON.stringify(log);
  if (typeof CompressionStream === 'undefined')
    return new Blob([json], { type: 'application/json' });
  const packed = new Response(json).body!.pipeThrough(new CompressionStream('gzip'));
  return new Blob([await new Response(packed).arrayBuffer()], { type: 'application/gzip' });
}

export interface DrawingUpload {
  title?: string;
  log: StrokeLog;
  picture: Blob;
}

/** The form's optional fields besides the title: the version a save follows, the sync keys. */
type FormKeys = Partial<Record<'version' | 'clientId' | 'saveId', string>>;

async function drawingForm({ title, log, picture }: DrawingUpload, keys: FormKeys = {}) {
  const form = new FormData();
  if (title !== undefined) form.append(fields.title, title);
  for (const [name, value] of Object.entries(keys))
    if (value !== undefined) form.append(name, value);
  form.append(fields.log, await packLog(log), 'drawing.json.gz');
  form.append(fields.picture, picture, 'drawing.png');
  return form;
}

/**
 * A new drawing. With `clientId` (a save that may be sent again: queued offline, retried), the
 * server answers the drawing that key made before rather than making a second.
 */
export const createDrawing = async (upload: DrawingUpload & { title: string; clientId?: string }) =>
  apiSend<InsertedAnswer>(
    'POST',
    '/drawings',
    await drawingForm(upload, { [fields.clientId]: upload.clientId }),
  );

/**
 * Saves over `version`; an ApiError with status 409 means another copy was saved since. The
 * same `saveId` sent again (the answer was lost) is answered with the version it made.
 */
export const saveDrawing = async (
  id: string,
  version: number,
  upload: DrawingUpload,
  saveId?: string,
) =>
  apiSend<DrawingSavedAnswer>(
    'PUT',
    `/drawings/${encodeURIComponent(id)}`,
    await drawingForm(upload, { [fields.version]: String(version), [fields.saveId]: saveId }),
  );

export const patchDrawing = (id: string, patch: DrawingPatch) =>
  apiSend<ModifiedAnswer>('PATCH', `/drawings/${encodeURIComponent(id)}`, patch);

export const deleteDrawing = (id: string) =>
  apiSend<DeletedAnswer>('DELETE', `/drawings/${encodeURIComponent(id)}`);
