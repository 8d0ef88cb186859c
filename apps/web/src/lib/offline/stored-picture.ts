/**
 * A picture as the offline database keeps it: its bytes and type, since a Blob does not survive
 * every browser's IndexedDB.
 */
export interface StoredPicture {
  bytes: ArrayBuffer;
  type: string;
}

export const storePicture = async (picture: Blob): Promise<StoredPicture> => ({
  bytes: await picture.arrayBuffer(),
  type: picture.type,
});

export const pictureFrom = ({ bytes, type }: StoredPicture) => new Blob([bytes], { type });

export function isStoredPicture(value: unknown): value is StoredPicture {
  if (typeof value !== 'object' || value === null) return false;
  const { bytes, type } = value as Record<string, unknown>;
  // Read back from the database, the bytes may come from another realm than this page's.
  return (
    Object.prototype.toString.call(bytes) === '[object ArrayBuffer]' && typeof type === 'string'
  );
}
