import type { Course } from '@glossy/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiGet } from '../../lib/api';

/** The spec loads the course before the detail screen shows; an unknown id is the error page's 404. */
export async function courseDetailLoader({ params, request }: LoaderFunctionArgs): Promise<Course> {
  try {
    return await apiGet<Course>(`/courses/${encodeURIComponent(params.id ?? '')}`, request.signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      throw new Response('Course not found', { status: 404, statusText: 'Course not found' });
    }
    throw err;
  }
}
