import type { Course } from '@glossy/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiGet } from '../../lib/api';

/**
 * The spec loads the course before the detail screen shows. An unknown or malformed id becomes
 * the error page's 404 rather than a generic failure.
 */
export async function courseDetailLoader({ params, request }: LoaderFunctionArgs): Promise<Course> {
  try {
    return await apiGet<Course>(`/courses/${encodeURIComponent(params.id ?? '')}`, request.signal);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw new Response('Course not found', { status: 404, statusText: 'Course not found' });
    }
    throw err;
  }
}
