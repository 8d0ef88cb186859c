type PageModule = { default: React.ComponentType };

/** Each screen is its own chunk, loaded when its route is first visited. */
export const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** Thrown from a loader, so the error page shows without React reporting a render error. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
