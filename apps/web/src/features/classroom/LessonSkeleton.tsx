import { Skeleton } from '../../components/ui/Skeleton';

/** The lesson's shape while it loads: the video or picture, then its title and text. */
export function LessonSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-10 lg:py-12">
      <span role="status" className="sr-only">
        Loading the lesson
      </span>
      <Skeleton className="rounded-box aspect-video w-full" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-full max-w-prose" />
      <Skeleton className="h-4 w-5/6 max-w-prose" />
    </div>
  );
}
