import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { GoogleErrorDialog } from './GoogleButton';
import { safeReturnPath } from './return-path';
import { useSession } from '../../lib/auth/session';

const providerMessages: Record<string, string> = {
  access_denied: 'Google sign-in was cancelled.',
  email_not_found: 'Google did not share an email address for this account.',
};

/**
 * Where Google sign-in returns: the session cookie is set by now, so read it, create the user
 * record on first sign-in ('User created successfully.'), and go back where the user started.
 */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { reload, ensureRecord } = useSession();
  // Only paths on this site: never an open redirect; anything else goes home.
  const returnTo = safeReturnPath(params.get('from'));
  const failure = params.get('failed') ? (params.get('error') ?? 'unknown') : null;
  const [error, setError] = useState<string | null>(
    failure
      ? (providerMessages[failure] ?? `Google sign-in failed (${failure.replace(/_/g, ' ')}).`)
      : null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (failure || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const user = await reload();
        if (!user) throw new Error('Google sign-in did not complete. Please try again.');
        const { created } = await ensureRecord(user);
        if (created) toast.success('User created successfully.');
        navigate(returnTo, { replace: true });
      } catch (err) {
        setError(err instanceof Error ? err.message : 'Google sign-in failed.');
      }
    })();
  }, [failure, reload, ensureRecord, navigate, returnTo]);

  return (
    <div
      className="container-page flex min-h-[50vh] items-center justify-center py-16"
      aria-busy={!error}
    >
      <title>Signing in | Glossy Drawer</title>
      {!error && (
        <p className="flex items-center gap-3 text-lg">
          <span className="loading loading-spinner" aria-hidden="true" />
          Signing you in…
        </p>
      )}
      <GoogleErrorDialog
        message={error}
        onClose={() => {
          setError(null);
          navigate('/login', { replace: true });
        }}
      />
    </div>
  );
}
