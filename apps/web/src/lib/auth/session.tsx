import type { InsertedAnswer, TokenAnswer } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  apiRequest,
  apiSend,
  isUnreachable,
  onAuthFailure,
  onTokenRejected,
  tokenKey,
} from '../api';
import { rememberUser, rememberedUser } from './remembered-user';
import { identityApi, type IdentityUser } from './auth-client';
import { clearQueued, hasQueued } from '../offline/outbox-flag';
import { forgetKeptPages } from '../offline/service-worker';

/** The signed-in user as the original app's identity provider described it (spec §3). */
export interface SessionUser {
  email: string;
  displayName: string;
  photoURL: string | null;
  username: string | null;
}

export interface SignUpInput {
  name: string;
  photo: string;
  /** A picture chosen to upload, in place of a Photo URL: uploaded once the account exists. */
  picture?: File | null;
  email: string;
  password: string;
}

export interface SignUpAnswer {
  /** Whether the user record is new. */
  created: boolean;
  /** The chosen picture could not be uploaded or set: the account is there without it. */
  pictureFailed?: string;
}

export interface Session {
  user: SessionUser | null;
  /** True while sign-in, sign-up, Google sign-in or logout is under way (spec §4). */
  loading: boolean;
  /** False until the first session check has answered. */
  ready: boolean;
  /** The API token once issued for the current user. */
  token: string | null;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account and its user record, with its picture when one was chosen to upload. */
  signUp(input: SignUpInput): Promise<SignUpAnswer>;
  signInWithGoogle(returnTo: string): Promise<void>;
  /** Creates the user record of an identity if missing (first Google sign-in); `id` when new. */
  ensureRecord(user: SessionUser): Promise<{ created: boolean; id: string | null }>;
  logout(): Promise<void>;
  /** Re-reads the identity session; answers the signed-in user, if any. */
  reload(): Promise<SessionUser | null>;
}

/** Renewed well before the server's one-hour expiry, so the user never notices. */
const tokenRenewalMs = 50 * 60 * 1000;

const toSessionUser = (user: IdentityUser): SessionUser => ({
  email: user.email,
  displayName: user.name,
  photoURL: user.image,
  username: user.username ?? null,
});

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [ready, setReady] = useState(false);

  const forget = useCallback(() => {
    localStorage.removeItem(tokenKey);
    rememberUser(null);
    setToken(null);
    setUser(null);
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

  const issueToken = useCallback(async (email: string) => {
    const { data } = await apiRequest<TokenAnswer>('/jwt', {
      method: 'POST',
      body: { email },
      renew: false,
    });
    localStorage.setItem(tokenKey, data.token);
    setToken(data.token);
  }, []);

  const adopt = useCallback(
    async (identity: IdentityUser | null): Promise<SessionUser | null> => {
      if (!identity) {
        forget();
        return null;
      }
      const next = toSessionUser(identity);
      setUser(next);
      rememberUser(next);
      await issueToken(identity.email);
      return next;
    },
    [forget, issueToken],
  );

  const [unconfirmed, setUnconfirmed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const session = await identityApi.currentSession();
      setUnconfirmed(false);
      return await adopt(session?.user ?? null);
    } catch (err) {
      // Offline, the user last confirmed here stays signed in on this device: their drawings
      // keep going to their account's queue, and the server is asked again once online.
      const remembered = rememberedUser();
      const storedToken = localStorage.getItem(tokenKey);
      if (isUnreachable(err) && remembered && storedToken) {
        setUser(remembered);
        setToken(storedToken);
        setUnconfirmed(true);
        return remembered;
      }
      forget();
      return null;
    } finally {
      setReady(true);
    }
  }, [adopt, forget]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!unconfirmed) return;
    const confirm = () => void reload();
    window.addEventListener('online', confirm);
    return () => window.removeEventListener('online', confirm);
  }, [unconfirmed, reload]);

  useEffect(() => {
    if (!user) return;
    const renew = () =>
      void issueToken(user.email).catch((err: unknown) => {
        if (!isUnreachable(err)) forget();
      });
    const timer = setInterval(renew, tokenRenewalMs);
    return () => clearInterval(timer);
  }, [user, issueToken, forget]);

  useEffect(() => onAuthFailure(forget), [forget]);

  // Registered from the start: a page opened with a token a role change has ended calls the API
  // before the session has loaded, and the session cookie alone can mint the fresh token.
  useEffect(
    () =>
      onTokenRejected(async () => {
        const session = await identityApi.currentSession();
        if (!session) return false;
        await issueToken(session.user.email);
        return true;
      }),
    [issueToken],
  );

  const busy = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await work();
    } finally {
      setLoading(false);
    }
  }, []);

  const ensureRecord = useCallback(async (current: SessionUser) => {
    const answer = await apiSend<InsertedAnswer>('POST', '/users', {
      name: current.displayName,
      email: current.email,
      role: 'student',
      ...(current.photoURL ? { photo: current.photoURL } : {}),
    });
    return { created: Boolean(answer.insertedId), id: answer.insertedId ?? null };
  }, []);

  /** Uploads the new account's picture and makes it theirs (record and identity alike). */
  const setFirstPicture = useCallback(
    async (userId: string, picture: File): Promise<string | undefined> => {
      try {
        // Loaded only by a sign-up with a picture: the session is on every page's first load.
        const { uploadPicture } = await import('../picture-upload');
        const url = await uploadPicture(picture);
        await apiSend('PUT', `/updateUser/${userId}`, { photoValue: url });
        await reload();
        return undefined;
      } catch (err) {
        return err instanceof Error ? err.message : 'The picture could not be uploaded.';
      }
    },
    [reload],
  );

  const value = useMemo<Session>(
    () => ({
      user,
      loading,
      ready,
      token,
      reload,
      ensureRecord,
      signIn: (email, password) =>
        busy(async () => {
          const { user: identity } = await identityApi.signIn(email, password);
          await adopt(identity);
        }),
      signUp: (input) =>
        busy(async () => {
          const photo = input.picture ? '' : input.photo.trim();
          const { user: identity } = await identityApi.signUp({
            name: input.name.trim(),
            email: input.email.trim(),
            password: input.password,
            ...(photo ? { image: photo } : {}),
          });
          const signedIn = await adopt(identity);
          const { created, id } = await ensureRecord(signedIn!);
          // An upload needs the account: the picture goes up once it exists.
          const pictureFailed =
            input.picture && id ? await setFirstPicture(id, input.picture) : undefined;
          return { created, ...(pictureFailed ? { pictureFailed } : {}) };
        }),
      signInWithGoogle: (returnTo) =>
        busy(async () => {
          const origin = window.location.origin;
          const callback = `${origin}/auth/callback?from=${encodeURIComponent(returnTo)}`;
          const { url } = await identityApi.startGoogle(
            callback,
            `${origin}/auth/callback?failed=1`,
          );
          window.location.assign(url);
        }),
      logout: () =>
        busy(async () => {
          // Sign-out clears what the device keeps of the account, so it waits for what is unsent.
          if (hasQueued())
            throw new Error(
              'Work you made offline has not reached your account yet. Stay signed in until it has: it goes as soon as you are online.',
            );
          await identityApi.signOut();
          forget();
          queryClient.clear();
          clearQueued();
          // Loaded only now: the offline database's code stays out of every page's first script.
          const { forgetDevice } = await import('../offline/device-store');
          await Promise.all([forgetKeptPages(), forgetDevice()]);
        }),
    }),
    [
      user,
      loading,
      ready,
      token,
      reload,
      ensureRecord,
      setFirstPicture,
      busy,
      adopt,
      forget,
      queryClient,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
