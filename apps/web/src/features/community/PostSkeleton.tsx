import { Skeleton } from '../../components/ui/Skeleton';

export function PostSkeleton() {
  return (
    <div className="card-art bg-base-100 space-y-4 p-5 sm:p-6" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/5" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="aspect-[4/3] w-full" />
    </div>
  );
}

export function PostListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading posts">
      {Array.from({ length: count }, (_, i) => (
        <PostSkeleton key={i} />
      ))}
    </div>
  );
}
