import { Skeleton } from '../../../components/ui/Skeleton';

/** A drawing card's shape while the list loads, so nothing moves when it arrives. */
export function DrawingCardSkeleton() {
  return (
    <div className="card-art">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <Skeleton className="h-6 w-3/5" />
          <Skeleton className="h-5 w-14" />
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <div className="border-base-300 flex gap-2 border-t pt-4">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-8 w-28" />
        </div>
      </div>
    </div>
  );
}
