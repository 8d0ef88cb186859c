import type { DrawingDetail } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { isUnreachable } from '../../lib/api';
import { useHydrated } from '../../lib/useHydrated';
import { drawingKeys, fetchDrawing, fetchDrawingLog } from './drawings-api';

/** One drawing's details: anyone's when public, else its owner's (and admins'). */
export function useDrawing(id: string) {
  return useQuery({
    queryKey: drawingKeys.one(id),
    queryFn: ({ signal }) => fetchDrawing(id, signal),
    retry: false,
  });
}

/**
 * The stroke log the details point at; the address names the version, so it never goes stale.
 * Fetched in the browser only: a server-rendered page shows the picture, and a log of megabytes
 * has no place in its HTML.
 */
export function useDrawingLog(drawing: DrawingDetail | undefined) {
  const url = drawing?.log ?? '';
  const hydrated = useHydrated();
  return useQuery({
    queryKey: drawingKeys.log(url),
    enabled: Boolean(url) && hydrated,
    queryFn: ({ signal }) => fetchDrawingLog(url, signal),
    staleTime: Infinity,
    // A log that does not parse will not parse on a second try; a lost connection might.
    retry: (failures, error) => isUnreachable(error) && failures < 3,
  });
}
