import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextField } from '../../components/form/TextField';
import { AuthShell } from './AuthShell';
import { CheckedPasswordField } from './CheckMessage';
import { FormAlert } from '../../components/form/FormAlert';
import { GoogleButton } from './GoogleButton';
import { SignupPicturePicker } from './SignupPicturePicker';
import { checkConfirmation, checkPassword } from './password-checks';
import { useSession } from '../../lib/auth/session';
import { useReturnPath } from './useReturnPath';
import { hasSelection } from '../../entities/commerce/pending-selection';

const emptyForm = { name: '', photo: '', email: '', password: '', confirm: '' };

export default function SignupPage() {
  const { signUp, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnPath();
  const [form, setForm] = useState(emptyForm);
  const [picture, setPicture] = useState<File | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [photoError, setPhotoError] = useState<string>();
  const passwordCheck = checkPassword(form.password);
  const confirmCheck = checkConfirmation(form.password, form.confirm);
  const termsId = useId();
  const set = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setPhotoError(undefined);
    if (!passwordCheck?.ok) return setError(passwordCheck?.message ?? 'Choose a password.');
    if (!confirmCheck?.ok) return setError('Passwords do not match.');
    // Someone signing up to buy a course goes to the cart (usePendingSelection), not onboarding.
    const buying = hasSelection();
    try {
      const { created, pictureFailed } = await signUp({ ...form, picture });
      if (created) toast.success('User created successfully.');
      if (pictureFailed) {
        toast.error(`Your picture was not saved: ${pictureFailed} Add it from your profile.`);
      }
      // A new account starts with onboarding, which ends where the newcomer was going.
      const next = created && !buying ? `/welcome?next=${encodeURIComponent(returnTo)}` : returnTo;
      navigate(next, { replace: true });
    } catch (err) {
      // A refused photo is said at the field, in words that say what to do.
      const photo = err instanceof ApiError ? err.fields.image : undefined;
      setPhotoError(photo);
      setError(photo ?? (err instanceof Error ? err.message : 'Sign up failed. Please try again.'));
    }
  };

  const pickPicture = (file: File | null) => {
    setPicture(file);
    if (photoError) setError(undefined);
    setPhotoError(undefined);
    if (file) setForm((current) => ({ ...current, photo: '' }));
  };

  return (
    <AuthShell title="Create your account" pageTitle="Sign up">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={set('name')}
        />
        <TextField
          label="Photo URL"
          name="photo"
          type="url"
          autoComplete="photo"
          placeholder="Optional"
          hint="A picture on this site, or upload yours below. Leave it empty to use our artist avatar."
          value={form.photo}
          error={photoError}
          disabled={picture !== null}
          onChange={set('photo')}
        />
        <SignupPicturePicker picture={picture} onPick={pickPicture} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
        <CheckedPasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
          check={passwordCheck}
        />
        <CheckedPasswordField
          label="Confirm Password"
          name="confirm"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={set('confirm')}
          check={confirmCheck}
        />
        <label htmlFor={termsId} className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            id={termsId}
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <span>
            Accept{' '}
            <Link to="/terms" className="link link-primary" target="_blank">
              Terms
            </Link>
          </span>
        </label>
        <button type="submit" className="btn btn-primary w-full" disabled={!accepted || loading}>
          {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign up
        </button>
      </form>
      <div className="mt-4">
        <GoogleButton returnTo={returnTo} />
      </div>
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/logIn" state={location.state} className="link link-primary font-semibold">
          Log in
        </Link>
      </p>
    </AuthShell>
  );
}
