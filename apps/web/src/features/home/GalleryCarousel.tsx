import type { GalleryItem } from '@glossy/contract';
import type { CSSProperties } from 'react';
import { CarouselControls } from './CarouselControls';
import { loopOffset, useCarousel } from './useCarousel';

/** Spec §9: the gallery turns every 3000 ms. */
export const galleryIntervalMs = 3000;

/** Cover flow: the active slide faces the viewer, its neighbours turn towards it, the rest wait out of sight. */
function coverflow(offset: number): CSSProperties {
  const side = Math.sign(offset);
  const distance = Math.min(Math.abs(offset), 2);
  return {
    transform: `translateX(${side * distance * 68}%) translateZ(${-distance * 140}px) rotateY(${-side * Math.min(distance, 1) * 38}deg) scale(${1 - distance * 0.1})`,
    opacity: distance > 1 ? 0 : distance === 1 ? 0.85 : 1,
    zIndex: 10 - distance,
  };
}

export function GalleryCarousel({ items, label }: { items: GalleryItem[]; label: string }) {
  const carousel = useCarousel({ count: items.length, intervalMs: galleryIntervalMs });
  const { index, goTo, rootProps, swipeProps, liveProps, slideProps } = carousel;

  return (
    <div
      {...rootProps}
      role="region"
      aria-label={label}
      className="rounded-box focus-visible:outline-offset-4"
      tabIndex={0}
    >
      <div
        {...swipeProps}
        {...liveProps}
        className="grid cursor-grab [perspective:1400px] select-none active:cursor-grabbing"
      >
        {items.map((item, i) => {
          const offset = loopOffset(i, index, items.length);
          const near = Math.abs(offset) <= 1;
          return (
            // The slide is a group (the carousel pattern); a figure may not take that role.
            <div
              key={item.id}
              {...slideProps(i)}
              aria-hidden={offset !== 0}
              inert={!near}
              onClick={offset === 0 ? undefined : () => goTo(i)}
              style={coverflow(offset)}
              className="rounded-box relative mx-auto w-[min(62%,340px)] overflow-hidden shadow-xl transition-[transform,opacity] duration-700 ease-out-soft [grid-area:1/1]"
            >
              <figure>
                <img
                  src={item.image}
                  alt={`${item.title} by ${item.artist}`}
                  width={720}
                  height={900}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="bg-base-300 aspect-[4/5] w-full object-cover"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-5 pt-12 pb-4 text-white">
                  <span className="font-display block text-lg font-semibold">{item.title}</span>
                  <span className="block text-sm text-white/85">{item.artist}</span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <CarouselControls carousel={carousel} noun="artwork" />
    </div>
  );
}
