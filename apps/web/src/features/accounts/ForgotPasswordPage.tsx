import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/form/TextField';
import { identityApi } from '../../lib/auth/auth-client';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../components/form/FormAlert';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setSending(true);
    try {
      await identityApi.requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not send the link. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthShell title="Forgot your password?" pageTitle="Forgot password">
      {sent ? (
        <div className="flex flex-col gap-4">
          <FormAlert
            tone="success"
            message={`If an account exists for ${email.trim()}, we have sent it a link to choose a new password. The link works once and expires in one hour.`}
          />
          <Link to="/login" className="btn btn-primary">
            Back to log in
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-base-content/80">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <FormAlert message={error} />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={sending}>
            {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Send reset link
          </button>
          <Link to="/login" className="link link-hover text-center text-sm">
            Back to log in
          </Link>
        </form>
      )}
    </AuthShell>
  );
}
