import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { identityApi } from '../../lib/auth/auth-client';
import { AuthShell } from './AuthShell';
import { CheckedPasswordField } from './CheckMessage';
import { FormAlert } from '../../components/form/FormAlert';
import { checkConfirmation, checkPassword } from './password-checks';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const passwordCheck = checkPassword(password);
  const confirmCheck = checkConfirmation(password, confirm);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!passwordCheck?.ok) return setError(passwordCheck?.message ?? 'Choose a password.');
    if (!confirmCheck?.ok) return setError('Passwords do not match.');
    setSaving(true);
    try {
      await identityApi.resetPassword(token, password);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not reset the password.');
    } finally {
      setSaving(false);
    }
  };

  if (!token) {
    return (
      <AuthShell title="Choose a new password" pageTitle="Reset password">
        <FormAlert message="This page needs the link from your reset email." />
        <Link to="/forgot-password" className="btn btn-primary mt-4">
          Ask for a new link
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" pageTitle="Reset password">
      {done ? (
        <div className="flex flex-col gap-4">
          <FormAlert
            tone="success"
            message="Your password has been changed, and every other session has been signed out."
          />
          <Link to="/login" className="btn btn-primary">
            Log in with your new password
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormAlert message={error} />
          <CheckedPasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            check={passwordCheck}
          />
          <CheckedPasswordField
            label="Confirm Password"
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            check={confirmCheck}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={saving}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save new password
          </button>
        </form>
      )}
    </AuthShell>
  );
}
