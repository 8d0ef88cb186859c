/**
 * A link in an answer, made absolute on PUBLIC_URL for a caller whose page is on one of
 * CORS_ORIGINS (the original client): a path would lead its browser to its own origin. Our own
 * site, and any caller that names no listed Origin, gets the path as before.
 */
export function linkForCaller(
  path: string,
  origin: string | undefined,
  config: { publicUrl: string; CORS_ORIGINS: readonly string[] },
): string {
  const listed = origin !== undefined && config.CORS_ORIGINS.includes(origin);
  return listed && path.startsWith('/') ? `${config.publicUrl}${path}` : path;
}
