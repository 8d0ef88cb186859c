import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/**
 * The spec's error page: shown for every routing error, inside the layout when the layout still
 * stands (`standalone` when it replaces the layout, and so brings its own main landmark).
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const Container = standalone ? 'main' : 'div';
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <Container className="container-page flex min-h-[70vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <title>{`Oops! | Glossy Drawer`}</title>
      <h1 className="font-display text-6xl font-semibold text-primary">Oops!</h1>
      <img
        decoding="async"
        src="/media/site/error.webp"
        alt="A spilled ink bottle beside a broken pencil"
        width={640}
        height={480}
        className="w-full max-w-md rounded-box"
      />
      <p className="text-lg">Sorry, for error!. This Page will be Created soon</p>
      <p className="text-base-content/70" data-testid="route-error">
        {status ? `${status} ` : ''}
        <i>{describe(error)}</i>
      </p>
      <Link to="/" className="btn btn-primary">
        Back Home
      </Link>
    </Container>
  );
}
