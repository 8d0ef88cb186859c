import type { UploadAnswer } from '@glossy/contract';
import { apiSend } from './api';

/** The largest picture the server takes. */
export const maxUploadBytes = 5 * 1024 * 1024;

/** What the file pickers offer: the picture types the server re-encodes. */
export const pictureTypes = 'image/png,image/jpeg,image/webp,image/gif';

/** Why a file cannot go up as a picture, said before it is sent; nothing when it can. */
export function pictureProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'Choose a picture file (PNG, JPEG, WebP or GIF).';
  if (file.size > maxUploadBytes) return 'That picture is larger than 5 MB. Choose a smaller one.';
  return undefined;
}

/** The server re-encodes and stores the picture, and answers where it lives. */
export async function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await apiSend<UploadAnswer>('POST', '/uploads', body)).url;
}
