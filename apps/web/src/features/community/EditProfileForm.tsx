import type { Profile } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { TextField } from '../../components/form/TextField';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { communityKeys, updateProfile } from '../../entities/community/api';
import { ImageUpload } from './ImageUpload';
import { TextAreaField } from '../../components/form/TextAreaField';
import {
  checkDraft,
  draftFrom,
  profileTextFields,
  toProfileUpdate,
  type DraftErrors,
  type ProfileTextName,
} from './profile-form';

const serverFieldNames: Record<string, keyof DraftErrors> = {
  nameValue: 'name',
  TolatFdValue: 'friends',
};

export function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { reload } = useSession();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftFrom(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState({ photo: false, banner: false });

  const save = useMutation({
    mutationFn: () => updateProfile(profile._id, toProfileUpdate(draft)),
    onSuccess: async () => {
      toast.success('Profile is update sucessfully');
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        // The navbar's name and photo come from the identity session.
        reload(),
      ]);
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return setFormError('Your profile was not saved.');
      const fieldErrors: DraftErrors = {};
      for (const [field, message] of Object.entries(err.fields)) {
        fieldErrors[serverFieldNames[field] ?? (field as ProfileTextName)] = message;
      }
      setErrors(fieldErrors);
      setFormError(err.message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkDraft(draft);
    setErrors(problems);
    setFormError(undefined);
    if (Object.keys(problems).length > 0) return;
    save.mutate();
  };

  const setText = (name: ProfileTextName, value: string) =>
    setDraft((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const busy = uploading.photo || uploading.banner;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Name"
          name="name"
          data-autofocus
          autoComplete="name"
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          label="Friends"
          name="friends"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          value={draft.friends}
          error={errors.friends}
          onChange={(event) => setDraft({ ...draft, friends: event.target.value })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
        <ImageUpload
          label="Photo"
          shape="round"
          current={profile.photo}
          onChange={({ url, uploading: busyNow }) => {
            setDraft((current) => ({ ...current, photo: url }));
            setUploading((current) => ({ ...current, photo: busyNow }));
          }}
        />
        <ImageUpload
          label="Banner"
          current={profile.banner}
          onChange={({ url, uploading: busyNow }) => {
            setDraft((current) => ({ ...current, banner: url }));
            setUploading((current) => ({ ...current, banner: busyNow }));
          }}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {profileTextFields.map((field) =>
          'multiline' in field ? (
            <div key={field.name} className="sm:col-span-2">
              <TextAreaField
                label={field.label}
                name={field.name}
                rows={3}
                value={draft.text[field.name]}
                error={errors[field.name]}
                placeholder="A few words about you and your art"
                onChange={(event) => setText(field.name, event.target.value)}
              />
            </div>
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              value={draft.text[field.name]}
              error={errors[field.name]}
              onChange={(event) => setText(field.name, event.target.value)}
            />
          ),
        )}
      </div>
      <div className="bg-base-100 border-base-300 sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-3 border-t px-5 py-4 sm:-mx-6 sm:px-6">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary min-w-32"
          disabled={save.isPending || busy}
          aria-busy={save.isPending}
        >
          {save.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          Update Now
        </button>
      </div>
    </form>
  );
}
