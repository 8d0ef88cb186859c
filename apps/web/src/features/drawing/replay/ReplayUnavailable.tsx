import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

function Message({
  title,
  heading,
  text,
  action,
}: {
  title: string;
  heading: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="container-page section max-w-2xl text-center">
      <title>{`${title} | Glossy Drawer`}</title>
      <p className="eyebrow mb-3">Drawing replay</p>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{heading}</h1>
      <p className="text-base-content/75 mt-4">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>
    </div>
  );
}

const myDrawings = (
  <Link to="/drawings" className="btn btn-primary min-h-11">
    Go to My drawings
  </Link>
);

/** 404 (or an id that cannot be one): the drawing was deleted, or the link is wrong. */
export function DrawingNotFound() {
  return (
    <Message
      title="Drawing not found"
      heading="This drawing does not exist"
      text="It may have been deleted, or the link was copied only in part. Your own drawings are all in My drawings."
      action={myDrawings}
    />
  );
}

/** 403: someone else's private drawing. The visitor stays signed in. */
export function DrawingPrivate() {
  return (
    <Message
      title="Private drawing"
      heading="This drawing is private"
      text="Only the artist who drew it can watch it. If they make it public, this link will show its replay."
      action={myDrawings}
    />
  );
}

/** 401: a private drawing and nobody signed in. Logging in comes back here. */
export function DrawingNeedsLogin() {
  const location = useLocation();
  return (
    <Message
      title="Log in to watch this drawing"
      heading="This drawing is private"
      text="Only its artist can watch it. If it is yours, log in and you will come straight back to its replay."
      action={
        <Link to="/login" state={{ from: location }} className="btn btn-primary min-h-11">
          Log in
        </Link>
      }
    />
  );
}
