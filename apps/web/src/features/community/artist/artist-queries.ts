import type { ArtistProfile } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const artistKey = (id: string) => ['community', 'artist', id] as const;

/** GET /api/artists/{id}: public, the same for every viewer, so keyed by the artist alone. */
export function useArtist(id: string | undefined) {
  return useQuery({
    queryKey: artistKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiGet<ArtistProfile>(`/artists/${encodeURIComponent(id ?? '')}`, signal),
  });
}
