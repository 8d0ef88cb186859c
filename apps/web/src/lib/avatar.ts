import { isSameOrigin } from './images';

export const defaultAvatar = '/media/site/avatar.webp';

/**
 * Pictures are shown only when this site serves them (the Content-Security-Policy blocks other hosts),
 * so a photo link to elsewhere falls back to the default avatar instead of a broken image.
 */
export function avatarSrc(photo: string | null | undefined): string {
  return isSameOrigin(photo) ? photo : defaultAvatar;
}
