import type { ImgHTMLAttributes } from 'react';

interface CardPictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'loading' | 'decoding'
> {
  /** The first card: usually the page's largest paint, fetched first and painted with the page. */
  eager?: boolean;
  /** The picture's box: its size and the colour shown until the picture is in. */
  boxClassName: string;
  /** How the picture sits in its box (position, hover effects); it always covers the box. */
  className?: string;
}

/**
 * A card's picture in a box that keeps its place, decoded off the main thread (a slow phone's
 * taps are not held up by it). The first card's loads with the page. The
 * others wait until they near the screen and, on a page the server rendered, until the app starts
 * (`[data-after-start]` in app.css, released by build/app-shell.ts): the pictures just below the
 * first screen would otherwise be fetched with it, sharing a phone's line with the largest paint.
 */
export function CardPicture({
  eager = false,
  boxClassName,
  className = '',
  alt,
  ...picture
}: CardPictureProps) {
  return (
    <div className={boxClassName} data-after-start={eager ? undefined : ''}>
      <img
        {...picture}
        alt={alt}
        decoding="async"
        {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
        className={`size-full object-cover ${className}`}
      />
    </div>
  );
}
