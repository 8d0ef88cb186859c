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

async function drawingForm({ title, log, picture }: DrawingUpload, version?: number) {
  const form = new FormData();
  if (title !== undefined) form.append(fields.title, title);
  if (version !== undefined) form.append(fields.version, String(version));
  form.append(fields.log, await packLog(log), 'drawing.json.gz');
  form.append(fields.picture, picture, 'drawing.png');
  return form;
}

export const createDrawing = async (upload: DrawingUpload & { title: string }) =>
  apiSend<InsertedAnswer>('POST', '/drawings', await drawingForm(upload));

/** Saves over `version`; an ApiError with status 409 means another copy was saved since. */
export const saveDrawing = async (id: string, version: number, upload: DrawingUpload) =>
  apiSend<DrawingSavedAnswer>(
    'PUT',
    `/drawings/${encodeURIComponent(id)}`,
    await drawingForm(upload, version),
  );

export const patchDrawing = (id: string, patch: DrawingPatch) =>
  apiSend<ModifiedAnswer>('PATCH', `/drawings/${encodeURIComponent(id)}`, patch);

export const deleteDrawing = (id: string) =>
  apiSend<DeletedAnswer>('DELETE', `/drawings/${encodeURIComponent(id)}`);
