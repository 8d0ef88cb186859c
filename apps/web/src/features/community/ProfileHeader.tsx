import type { Profile } from '@glossy/contract';
import { avatarSrc } from '../../lib/avatar';
import { PencilIcon } from './icons';
import { bannerSrc } from '../../lib/images';
import { formatCount } from '../../lib/format/numbers';

/** What a profile shows of anyone: every spec field but the email. */
export type ProfileFields = Omit<Profile, 'email'>;

/**
 * Banner, round photo overlapping it, name, friends and, on one's own profile, the Edit Profile
 * button.
 */
export function ProfileHeader({
  profile,
  onEdit,
}: {
  profile: ProfileFields;
  onEdit?: () => void;
}) {
  const friends = profile.totalFrinds;
  return (
    <section aria-label="Profile" className="card-art bg-base-100 overflow-hidden">
      <img
        decoding="async"
        src={bannerSrc(profile.banner)}
        alt=""
        width={1500}
        height={400}
        fetchPriority="high"
        className="bg-base-300 aspect-[3/1] w-full object-cover sm:aspect-[15/4]"
      />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:gap-6 sm:px-8">
        <img
          decoding="async"
          src={avatarSrc(profile.photo)}
          alt={`${profile.name}'s photo`}
          width={160}
          height={160}
          className="border-base-100 bg-base-200 relative -mt-14 size-28 shrink-0 rounded-full border-4 object-cover shadow-md sm:-mt-20 sm:size-40"
        />
        <div className="min-w-0 flex-1 sm:pb-2">
          <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
            {profile.name}
          </h1>
          <p className="text-base-content/70 mt-1 tabular-nums">
            {formatCount(friends)} {friends === 1 ? 'friend' : 'friends'}
          </p>
        </div>
        {onEdit && (
          <button
            type="button"
            className="btn btn-primary self-start sm:self-end"
            aria-haspopup="dialog"
            onClick={onEdit}
          >
            <PencilIcon />
            Edit Profile
          </button>
        )}
      </div>
    </section>
  );
}
