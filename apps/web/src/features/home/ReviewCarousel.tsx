import type { Review } from '@glossy/contract';
import { Stars } from '../../components/ui/Stars';
import { CarouselControls } from './CarouselControls';
import { useCarousel } from './useCarousel';

/** Long enough to read a testimonial before the next one arrives. */
export const reviewIntervalMs = 7000;

/** The same carousel mechanics as the gallery, shown one testimonial at a time with a cross-fade. */
export function ReviewCarousel({ reviews, label }: { reviews: Review[]; label: string }) {
  const carousel = useCarousel({ count: reviews.length, intervalMs: reviewIntervalMs });
  const { index, rootProps, swipeProps, liveProps, slideProps } = carousel;

  return (
    <div
      {...rootProps}
      role="region"
      aria-label={label}
      className="rounded-box focus-visible:outline-offset-4"
      tabIndex={0}
    >
      <div {...swipeProps} {...liveProps} className="grid">
        {reviews.map((review, i) => {
          const active = i === index;
          return (
            // The slide is a group (the carousel pattern); a figure may not take that role.
            <div
              key={review._id}
              {...slideProps(i)}
              aria-hidden={!active}
              inert={!active}
              className={`card-art mx-auto w-full max-w-3xl transition-opacity [grid-area:1/1] hover:shadow-sm ${active ? 'opacity-100 delay-200 duration-500' : 'opacity-0 duration-200'}`}
            >
              <figure className="flex flex-col items-center px-6 py-10 text-center sm:px-12">
                <img
                  src={review.image}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="bg-base-300 ring-base-100 size-20 rounded-full object-cover shadow-md ring-4"
                />
                <p className="mt-5">
                  <Stars rating={review.rating} />
                </p>
                <blockquote className="font-display mt-5 text-xl leading-relaxed text-balance sm:text-2xl">
                  <p>“{review.review}”</p>
                </blockquote>
                <figcaption className="mt-6 font-semibold">{review.student_name}</figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <CarouselControls carousel={carousel} noun="review" />
    </div>
  );
}
