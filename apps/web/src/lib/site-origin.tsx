import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | null>(null);

/**
 * The site's public origin (PUBLIC_URL, as the server renders pages with it; the browser keeps the
 * one the page was rendered with, so hydration writes the same addresses), for links to share.
 */
export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
