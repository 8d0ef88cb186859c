import { Skeleton } from '../../components/ui/Skeleton';

function Blocks({ sizes, className }: { sizes: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {sizes.map((size, index) => (
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}

/**
 * One course, the admin's review or the instructor's studio, while it loads: the header, then the
 * wide column and the side column, each block (`sizes`, as classes) shaped like what will stand there.
 */
export function CourseScreenSkeleton({
  header,
  main,
  aside,
}: {
  header: readonly string[];
  main: readonly string[];
  aside: readonly string[];
}) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the course" className="space-y-6">
      <Blocks sizes={header} className="space-y-3" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Blocks sizes={main} className="space-y-6" />
        <Blocks sizes={aside} className="space-y-6" />
      </div>
    </div>
  );
}
