import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { fetchInstructors, instructorsKey } from '../../entities/catalog/course-queries';
import { InstructorCard, instructorCardSize } from './InstructorCard';

export default function InstructorsPage() {
  const instructors = useQuery({
    queryKey: instructorsKey,
    queryFn: ({ signal }) => fetchInstructors(signal),
  });

  return (
    <div>
      <PageHeader title="Our Instructors">
        Illustrators, painters and animators who draw for a living, and teach the way they work.
      </PageHeader>
      <div className="container-page section">
        {instructors.isPending ? (
          <ul aria-label="Loading instructors" className="flex flex-wrap justify-center gap-8">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={instructorCardSize}>
                <Skeleton className="rounded-box h-full w-full" />
              </li>
            ))}
          </ul>
        ) : instructors.isError ? (
          <QueryError error={instructors.error} onRetry={() => void instructors.refetch()} />
        ) : (
          <ul className="flex flex-wrap justify-center gap-8">
            {/* Only the first picture (a phone's largest paint) is fetched with the page; the
                others as they are laid out, so they never compete with it. */}
            {instructors.data.map((instructor, i) => (
              <li key={instructor.id} className={instructorCardSize}>
                <InstructorCard instructor={instructor} eager={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
