import type { BlogTopic } from '@glossy/contract';
import { Skeleton } from '../../components/ui/Skeleton';

export function TopicCard({ topic }: { topic: BlogTopic }) {
  return (
    <article className="card-art flex h-full flex-col">
      <img
        src={topic.image}
        alt=""
        width={800}
        height={480}
        loading="lazy"
        decoding="async"
        className="bg-base-200 aspect-[5/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl leading-snug font-semibold">{topic.title}</h3>
        <p className="text-base-content/75 flex-1">{topic.excerpt}</p>
        <p className="text-base-content/70 text-sm font-medium">
          <span aria-hidden="true">◷ </span>
          {topic.readMinutes} min read
        </p>
      </div>
    </article>
  );
}

export function TopicCardSkeleton() {
  return (
    <div className="card-art">
      <Skeleton className="aspect-[5/3] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
