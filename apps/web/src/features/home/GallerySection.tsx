import type { GalleryItem } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { apiGet } from '../../lib/api';
import { GalleryCarousel } from './GalleryCarousel';
import { SectionHeading } from './SectionHeading';

export function GallerySection() {
  const gallery = useQuery({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => apiGet<GalleryItem[]>('/gallery', signal),
  });

  return (
    <section aria-labelledby="gallery-heading" className="section overflow-hidden bg-base-200">
      <div className="container-page">
        <SectionHeading
          id="gallery-heading"
          eyebrow="Made by our community"
          title="Digital Art Gallery"
        >
          Pieces drawn by students and instructors, many of them started in a lesson right here.
        </SectionHeading>
        {gallery.isPending ? (
          <Skeleton className="rounded-box mx-auto aspect-[4/5] w-[min(62%,340px)]" />
        ) : gallery.isError ? (
          <QueryError error={gallery.error} onRetry={() => void gallery.refetch()} />
        ) : (
          <GalleryCarousel items={gallery.data} label="Digital Art Gallery" />
        )}
      </div>
    </section>
  );
}
