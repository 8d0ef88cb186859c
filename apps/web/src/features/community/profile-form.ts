import type { Profile, ProfileUpdate } from '@glossy/contract';

/** The Edit Profile fields in the spec's order, each with its original payload name. */
export const profileTextFields = [
  { name: 'introValue', label: 'Bio', source: 'intro', max: 1000, multiline: true },
  { name: 'JobsValue', label: 'Jobs', source: 'Jobs', max: 200 },
  { name: 'profesonalValue', label: 'Professional', source: 'Profesonal', max: 200 },
  { name: 'schoolValue', label: 'School', source: 'School', max: 200 },
  { name: 'collageValue', label: 'College', source: 'Collage', max: 200 },
  { name: 'LivesValue', label: 'Lives in', source: 'Lives', max: 200 },
  { name: 'relationsValue', label: 'Relationship', source: 'relations', max: 100 },
  { name: 'LocationValue', label: 'Location', source: 'Location', max: 200 },
] as const satisfies readonly {
  name: keyof ProfileUpdate;
  label: string;
  source: keyof Profile;
  max: number;
  multiline?: boolean;
}[];

export type ProfileTextName = (typeof profileTextFields)[number]['name'];

export interface ProfileDraft {
  name: string;
  friends: string;
  photo: string;
  banner: string;
  text: Record<ProfileTextName, string>;
}

export function draftFrom(profile: Profile): ProfileDraft {
  const text = {} as Record<ProfileTextName, string>;
  for (const field of profileTextFields) text[field.name] = profile[field.source] ?? '';
  return {
    name: profile.name,
    friends: String(profile.totalFrinds),
    photo: profile.photo ?? '',
    banner: profile.banner ?? '',
    text,
  };
}

export type DraftErrors = Partial<Record<'name' | 'friends' | ProfileTextName, string>>;

export function checkDraft(draft: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Enter your name';
  else if (name.length > 100) errors.name = 'Keep your name under 100 characters';
  const friends = Number(draft.friends);
  if (
    draft.friends.trim() === '' ||
    !Number.isInteger(friends) ||
    friends < 0 ||
    friends > 1_000_000
  )
    errors.friends = 'Enter a whole number from 0 to 1,000,000';
  for (const field of profileTextFields) {
    if (draft.text[field.name].trim().length > field.max)
      errors[field.name] = `Keep it under ${field.max} characters`;
  }
  return errors;
}

/** The original Edit Profile payload: every field, with its original (misspelt) name. */
export function toProfileUpdate(draft: ProfileDraft): ProfileUpdate {
  const update: ProfileUpdate = {
    nameValue: draft.name.trim(),
    TolatFdValue: Number(draft.friends),
  };
  if (draft.photo) update.photoValue = draft.photo;
  if (draft.banner) update.bannerValue = draft.banner;
  for (const field of profileTextFields) update[field.name] = draft.text[field.name].trim();
  return update;
}
