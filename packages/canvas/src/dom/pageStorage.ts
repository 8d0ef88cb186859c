/** The page's localStorage; reading the property itself throws where storage is refused. */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
