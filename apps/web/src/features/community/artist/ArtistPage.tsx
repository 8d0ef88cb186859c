import { useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { ProfileHeader } from '../ProfileHeader';
import { ProfileIntro } from '../ProfileIntro';
import { ArtistShowcase } from './ArtistShowcase';
import { useArtist } from './artist-queries';

/** /artists/:id: anyone's public profile, open to visitors; the email and private work stay out. */
export default function ArtistPage() {
  const { id } = useParams();
  const artist = useArtist(id);
  return (
    <div className="container-page py-8 sm:py-12">
      <title>
        {artist.data ? `${artist.data.name} | Glossy Drawer` : 'Artist | Glossy Drawer'}
      </title>
      {artist.isPending ? (
        <div
          className="flex flex-col gap-8"
          role="status"
          aria-busy="true"
          aria-label="Loading profile"
        >
          <Skeleton className="rounded-box aspect-[15/4] w-full" />
          <Skeleton className="rounded-box h-72 w-full" />
        </div>
      ) : artist.isError ? (
        <>
          <h1 className="font-display mb-6 text-3xl font-semibold">
            {artist.error instanceof ApiError && artist.error.status === 404
              ? 'No such artist'
              : 'Artist'}
          </h1>
          <QueryError error={artist.error} onRetry={() => void artist.refetch()} />
        </>
      ) : (
        <div className="flex flex-col gap-8">
          <ProfileHeader profile={artist.data} />
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className="lg:sticky lg:top-28">
              <ProfileIntro profile={artist.data} />
            </div>
            <div className="min-w-0">
              <ArtistShowcase artist={artist.data} own={false} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
