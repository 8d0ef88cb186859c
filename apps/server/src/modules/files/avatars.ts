/** The web app's default avatar (apps/web/src/lib/avatar.ts), shipped under /media. */
export const defaultAvatar = '/media/site/avatar.webp';

/** A photo only when this site serves it: the page's policy would block any other host. */
export const avatarOf = (photo: string | null, fallback = defaultAvatar) =>
  photo && photo.startsWith('/') && !photo.startsWith('//') ? photo : fallback;
