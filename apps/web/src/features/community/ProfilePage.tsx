import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useSession } from '../../lib/auth/session';
import { CreatePostBox } from './CreatePostBox';
import { Dialog } from '../../components/ui/Dialog';
import { EditProfileForm } from './EditProfileForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfileIntro } from './ProfileIntro';
import { UserPosts } from './UserPosts';
import { useMyProfile } from './useMyProfile';
import { ArtistShowcase } from './artist/ArtistShowcase';
import { useArtist } from './artist/artist-queries';

export default function ProfilePage() {
  return (
    <RequireRole>
      <ProfileScreen />
    </RequireRole>
  );
}

function ProfileScreen() {
  const { user } = useSession();
  const profile = useMyProfile();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <div className="container-page py-8 sm:py-12">
      <title>Profile | Glossy Drawer</title>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <>
          <h1 className="font-display mb-6 text-3xl font-semibold">Profile</h1>
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
        </>
      ) : (
        <div className="flex flex-col gap-8">
          <ProfileHeader profile={profile.data} onEdit={() => setEditing(true)} />
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className="lg:sticky lg:top-28">
              <ProfileIntro profile={profile.data} onEdit={() => setEditing(true)} />
            </div>
            <div className="flex min-w-0 flex-col gap-8">
              <OwnShowcase id={profile.data._id} />
              <CreatePostBox user={user} />
              <UserPosts email={user.email} />
            </div>
          </div>
          <Dialog open={editing} title="Edit Profile" size="lg" onClose={() => setEditing(false)}>
            <EditProfileForm profile={profile.data} onDone={() => setEditing(false)} />
          </Dialog>
        </div>
      )}
    </div>
  );
}

/** The portfolio as others see it, with the way to that public page. */
function OwnShowcase({ id }: { id: string }) {
  const artist = useArtist(id);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <Link to={`/artists/${encodeURIComponent(id)}`} className="link link-primary font-semibold">
          See your public profile
        </Link>
      </p>
      {artist.isPending ? (
        <Skeleton className="rounded-box h-56 w-full" />
      ) : artist.isError ? (
        <QueryError error={artist.error} onRetry={() => void artist.refetch()} />
      ) : (
        <ArtistShowcase artist={artist.data} own />
      )}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="flex flex-col gap-8"
      role="status"
      aria-busy="true"
      aria-label="Loading profile"
    >
      <div className="card-art overflow-hidden">
        <Skeleton className="aspect-[3/1] w-full rounded-none sm:aspect-[15/4]" />
        <div className="flex items-end gap-6 px-5 pb-6 sm:px-8">
          <Skeleton className="-mt-14 size-28 shrink-0 rounded-full sm:-mt-20 sm:size-40" />
          <div className="flex-1 space-y-3 pb-2">
            <Skeleton className="h-8 w-1/2 max-w-xs" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
