import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';

/** The id of the JSON the server writes beside a page it rendered, read back to hydrate it. */
export const hydrationDataId = 'app-data';

/** What a server-rendered page hands to the app: the router's loaded state and the query cache. */
export interface HydrationData {
  /** PUBLIC_URL, which the page's shareable addresses were written with. */
  origin: string;
  router: {
    loaderData: HydrationState['loaderData'];
    errors: Record<string, SerializedError> | null;
  };
  queries: DehydratedState;
}

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    return {
      kind: 'response',
      status: error.status,
      statusText: error.statusText,
      data: error.data,
    };
  }
  // A crash's details stay on the server; the page says something went wrong, as the app would.
  return { kind: 'error', message: 'Unexpected Server Error' };
}

export function serializeErrors(
  errors: Record<string, unknown> | null,
): HydrationData['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [id, serializeError(error)]),
  );
}

/** The router's state as the server left it: a 404 is the same error response again, not text. */
export function routerHydrationState(router: HydrationData['router']): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([id, error]) => [
          id,
          error.kind === 'response'
            ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, errors };
}

/**
 * JSON in a `<script type="application/json">`: data, never run, so the Content-Security-Policy
 * needs no hash or nonce for it. `<` is escaped so no value can close the element.
 */
export const hydrationScript = (data: HydrationData) =>
  `<script type="application/json" id="${hydrationDataId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function readHydrationData(): HydrationData | null {
  const element = document.getElementById(hydrationDataId);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as HydrationData;
}
