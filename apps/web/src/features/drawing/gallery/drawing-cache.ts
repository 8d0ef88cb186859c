import type { DrawingSummary } from '@glossy/contract';
import type { QueryClient } from '@tanstack/react-query';
import { drawingKeys } from '../../../entities/drawing/drawings-api';

/** Every cached "my drawings" list, whoever's: the changes below are by id, so only the owner's moves. */
const lists = { queryKey: [...drawingKeys.all, 'mine'] };

/**
 * Shows a change the server has taken at once, so a renamed card never flashes its old title while
 * the list is fetched again (the drawings hooks refetch it after every change).
 */
export function changeListedDrawing(
  queryClient: QueryClient,
  id: string,
  changes: Partial<Pick<DrawingSummary, 'title' | 'visibility'>>,
) {
  queryClient.setQueriesData<DrawingSummary[]>(lists, (list) =>
    list?.map((drawing) => (drawing._id === id ? { ...drawing, ...changes } : drawing)),
  );
}

/** Takes a deleted drawing off the list before the refetch confirms it. */
export function removeListedDrawing(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<DrawingSummary[]>(lists, (list) =>
    list?.filter((drawing) => drawing._id !== id),
  );
}
