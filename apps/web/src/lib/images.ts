export const defaultBanner = '/media/site/profile-banner.webp';

/** Only pictures this site serves can show (the Content-Security-Policy blocks other hosts). */
export const isSameOrigin = (src: string | null | undefined): src is string =>
  Boolean(src && src.startsWith('/') && !src.startsWith('//'));

export const bannerSrc = (banner: string | null | undefined) =>
  isSameOrigin(banner) ? banner : defaultBanner;
