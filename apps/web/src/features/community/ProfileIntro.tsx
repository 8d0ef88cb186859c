import type { ReactNode } from 'react';
import { BriefcaseIcon, HomeIcon, PaletteIcon, PeopleIcon, PinIcon, SchoolIcon } from './icons';
import type { ProfileFields } from './ProfileHeader';

const facts: { label: string; source: keyof ProfileFields; icon: ReactNode }[] = [
  { label: 'Works as', source: 'Jobs', icon: <BriefcaseIcon /> },
  { label: 'Professional', source: 'Profesonal', icon: <PaletteIcon /> },
  { label: 'Went to school at', source: 'School', icon: <SchoolIcon /> },
  { label: 'Studied at', source: 'Collage', icon: <SchoolIcon /> },
  { label: 'Lives in', source: 'Lives', icon: <HomeIcon /> },
  { label: 'Relationship', source: 'relations', icon: <PeopleIcon /> },
  { label: 'From', source: 'Location', icon: <PinIcon /> },
];

/** The intro panel: bio and the facts the user filled in; empty ones stay hidden. */
export function ProfileIntro({ profile, onEdit }: { profile: ProfileFields; onEdit?: () => void }) {
  const filled = facts.flatMap((fact) => {
    const value = profile[fact.source];
    return typeof value === 'string' && value.trim() ? [{ ...fact, value }] : [];
  });
  const bio = profile.intro?.trim();
  return (
    <section aria-labelledby="intro-heading" className="card-art bg-base-100 p-5 sm:p-6">
      <h2 id="intro-heading" className="font-display mb-4 text-xl font-semibold">
        Intro
      </h2>
      {bio && <p className="mb-5 leading-relaxed break-words whitespace-pre-line">{bio}</p>}
      {filled.length > 0 && (
        <dl className="space-y-3">
          {filled.map((fact) => (
            <div key={fact.source} className="flex items-start gap-3">
              <dt className="text-secondary mt-0.5">
                {fact.icon}
                <span className="sr-only">{fact.label}</span>
              </dt>
              <dd className="min-w-0 break-words">
                <span className="text-base-content/70" aria-hidden="true">
                  {fact.label}{' '}
                </span>
                <span className="font-medium">{fact.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {!bio && filled.length === 0 && !onEdit && (
        <p className="text-base-content/75 py-2">{profile.name} has not written an intro yet.</p>
      )}
      {!bio && filled.length === 0 && onEdit && (
        <div className="text-base-content/75 flex flex-col items-center gap-3 py-2 text-center">
          <p>Tell people who you are: what you draw, where you learned, what you are working on.</p>
          <button type="button" className="btn btn-sm btn-outline" onClick={onEdit}>
            Add your intro
          </button>
        </div>
      )}
    </section>
  );
}
