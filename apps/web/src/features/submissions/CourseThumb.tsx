import { isSameOrigin } from '../../lib/images';

/**
 * A course's picture in a list, in the covers' 40:26. A picture from another host cannot show (the
 * Content-Security-Policy blocks it), so a blank of the same size keeps the rows even instead.
 */
export function CourseThumb({
  src,
  width,
  className,
}: {
  src: string;
  /** Its widest rendering in pixels, so the browser reserves the room before it loads. */
  width: number;
  /** Its width classes, matching `width`. */
  className: string;
}) {
  return isSameOrigin(src) ? (
    <img
      src={src}
      alt=""
      width={width}
      height={Math.round((width * 26) / 40)}
      loading="lazy"
      decoding="async"
      className={`bg-base-200 rounded-field aspect-[40/26] object-cover ${className}`}
    />
  ) : (
    <span className={`bg-base-200 rounded-field block aspect-[40/26] ${className}`} />
  );
}
