import type { ArtEvent } from '@glossy/contract';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDateZone } from '../../lib/useDateZone';
import { formatEventDate } from './format-event-date';
import { CardPicture } from '../../components/ui/CardPicture';
import { Link } from 'react-router';
import { avatarSrc } from '../../lib/avatar';
import { EventActions } from './EventActions';
import { formatCount } from '../../lib/format/numbers';

export function EventCard({
  event,
  eager = false,
  headingLevel = 2,
}: {
  event: ArtEvent;
  eager?: boolean;
  /** 1 on the event's own page, where the title is the page's heading. */
  headingLevel?: 1 | 2;
}) {
  const zone = useDateZone();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="card-art grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <CardPicture
        src={event.imageURL}
        alt=""
        width={800}
        height={480}
        eager={eager}
        boxClassName="bg-base-200 aspect-[5/3] h-full w-full"
      />
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <p className="text-primary text-sm font-semibold">
          <time dateTime={event.date}>{formatEventDate(event.date, zone)}</time>
        </p>
        <Heading className="text-2xl leading-snug font-semibold">
          {headingLevel === 1 ? (
            event.title
          ) : (
            <Link to={`/event/${event.id}`} className="hover:text-primary">
              {event.title}
            </Link>
          )}
        </Heading>
        <p className="text-base-content/75 flex items-start gap-2 text-sm font-medium">
          <PinIcon />
          <span>
            <span className="sr-only">Location: </span>
            {event.location}
          </span>
        </p>
        <p className="text-base-content/80 leading-relaxed">{event.description}</p>
        <div className="text-base-content/75 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="flex items-center gap-2">
            <img
              src={avatarSrc(event.host.photo)}
              alt=""
              width={28}
              height={28}
              loading="lazy"
              decoding="async"
              className="bg-base-300 size-7 rounded-full object-cover"
            />
            <span>
              Hosted by <span className="text-base-content font-medium">{event.host.name}</span>
            </span>
          </span>
          {event.kind === 'live' && (
            <span className="badge badge-secondary badge-soft">Live on the sketchpad</span>
          )}
          {event.registered > 0 && <span>{formatCount(event.registered)} registered</span>}
        </div>
        <div className="mt-auto pt-2">
          <EventActions event={event} />
        </div>
      </div>
    </article>
  );
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M10 18s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Z" />
      <circle cx="10" cy="8" r="2.2" />
    </svg>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="card-art grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Skeleton className="aspect-[5/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
