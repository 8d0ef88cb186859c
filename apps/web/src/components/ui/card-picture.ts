import type { ImgHTMLAttributes } from 'react';

/**
 * How a card's picture loads. The first card is usually the page's largest paint: fetched first
 * and painted with the page, before the app's code starts (see build/app-shell.ts). The others
 * wait until they near the screen and never hold a frame up to be decoded.
 */
export function cardPictureLoading(eager: boolean): ImgHTMLAttributes<HTMLImageElement> {
  return eager
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', decoding: 'async' };
}
