// Who is signed in. Until the auth issue fills it from `GET /api/users/self`, nobody is: the
// shell renders its signed-out variants and menus hide user-dependent items.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { User } from './session-user.ts';

export interface Session {
  user: User | null;
  setUser: (user: User | null) => void;
}

const SessionContext = createContext<Session>({
  user: null,
  setUser: () => {
    throw new Error('setUser needs a <SessionProvider>');
  },
});

export function SessionProvider({
  initialUser = null,
  children,
}: {
  initialUser?: User | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<User | null>(initialUser);
  const session = useMemo(() => ({ user, setUser }), [user]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
