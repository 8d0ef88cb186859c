import type { ArtEvent } from '@glossy/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiGet } from '../../lib/api';

/** The event before its page shows; an unknown or malformed id is the error page's 404. */
export async function eventLoader({ params, request }: LoaderFunctionArgs): Promise<ArtEvent> {
  try {
    return await apiGet<ArtEvent>(`/events/${encodeURIComponent(params.id ?? '')}`, request.signal);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw new Response('Event not found', { status: 404, statusText: 'Event not found' });
    }
    throw err;
  }
}
