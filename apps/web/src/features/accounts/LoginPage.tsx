import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '../../components/form/TextField';
import { AuthShell } from './AuthShell';
import { FormAlert } from '../../components/form/FormAlert';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { useSession } from '../../lib/auth/session';
import { useReturnPath } from './useReturnPath';

export default function LoginPage() {
  const { signIn, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnPath();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await signIn(login.trim(), password);
      navigate(returnTo, { replace: true });
    } catch (err) {
      setPassword('');
      setError(err instanceof Error ? err.message : 'Log in failed. Please try again.');
    }
  };

  return (
    <AuthShell title="Please Log In" pageTitle="Log in">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <TextField
          label="Username or email"
          name="email"
          autoComplete="username"
          required
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot-password" className="link link-hover self-end text-sm">
          Forgot password?
        </Link>
        <button type="submit" className="btn btn-primary w-full" disabled={loading}>
          {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Continue
        </button>
      </form>
      <div className="mt-4">
        <GoogleButton returnTo={returnTo} />
      </div>
      <p className="mt-6 text-center text-sm">
        Don&apos;t have an account yet?{' '}
        <Link to="/signup" state={location.state} className="link link-primary font-semibold">
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
