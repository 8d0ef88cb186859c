import { savedToken } from '../../../lib/api';

/**
 * The lesson's reference picture as a file, for the sketchpad's locked reference layer. Paid
 * lessons' files are checked on the server, so a same-origin request carries the API token
 * as the app's calls do; a picture elsewhere is fetched plainly.
 */
export async function fetchReference(url: string, signal?: AbortSignal): Promise<Blob> {
  const target = new URL(url, window.location.href);
  const headers: Record<string, string> = {};
  const token = savedToken();
  if (token && target.origin === window.location.origin) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(target, { headers, signal });
  if (!response.ok) throw new Error(`The reference picture did not load (${response.status}).`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error('The reference is not a picture.');
  return blob;
}
