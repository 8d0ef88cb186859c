import { Skeleton } from './Skeleton';

export function CourseCardSkeleton() {
  return (
    <div className="card-art">
      <Skeleton className="aspect-[40/26] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-4 h-10 w-full" />
      </div>
    </div>
  );
}
