import { tokenKey } from '../../lib/api';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface SessionUser {
  email: string;
  displayName: string;
  photoURL: string | null;
}

export interface Session {
  user: SessionUser | null;
  /** True while sign-in, sign-up or logout is under way (spec §4). */
  loading: boolean;
  setUser(user: SessionUser | null): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const value = useMemo<Session>(
    () => ({
      user,
      loading: false,
      setUser,
      logout() {
        localStorage.removeItem(tokenKey);
        setUser(null);
      },
    }),
    [user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
