'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { SessionUserFragment } from '@/gql/graphql';
import { currentUserAction, signOutAction } from './actions';

export type SessionState =
  | { status: 'loading'; user: undefined }
  | { status: 'anonymous'; user: undefined }
  | { status: 'signedIn'; user: SessionUserFragment };

type SessionValue = SessionState & {
  /** After a server action started a session: the user it answered. */
  signedIn(user: SessionUserFragment): void;
  /** After a server action ended the session (a deleted account). */
  signedOut(): void;
  /** Signs out (server action: revokes upstream, clears the cookie). */
  signOut(): Promise<void>;
};

const ANONYMOUS: SessionState = { status: 'anonymous', user: undefined };
const SessionContext = createContext<SessionValue | null>(null);

/**
 * The visitor's session for client components. The token itself never reaches the page: the server
 * says only whether a session cookie exists (`hasSession`), and when it does, the user is fetched
 * once at start-up (spec §4) through a server action, which also clears a token the gateway refuses.
 */
export function SessionProvider({ hasSession, children }: { hasSession: boolean; children: ReactNode }) {
  const [state, setState] = useState<SessionState>(hasSession ? { status: 'loading', user: undefined } : ANONYMOUS);

  useEffect(() => {
    // The cookie went (sign-out, deleted account, a refused token): so did the session.
    if (!hasSession) {
      setState(ANONYMOUS);
      return;
    }
    let live = true;
    currentUserAction().then(
      (user) => live && setState(user ? { status: 'signedIn', user } : ANONYMOUS),
      () => live && setState(ANONYMOUS),
    );
    return () => {
      live = false;
    };
  }, [hasSession]);

  const signedIn = useCallback((user: SessionUserFragment) => setState({ status: 'signedIn', user }), []);
  const signedOut = useCallback(() => setState(ANONYMOUS), []);
  const signOut = useCallback(async () => {
    await signOutAction();
    setState(ANONYMOUS);
  }, []);
  const value = useMemo(() => ({ ...state, signedIn, signedOut, signOut }), [state, signedIn, signedOut, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** `{ status: 'loading' | 'anonymous' | 'signedIn', user }`, plus signedIn(), signedOut() and signOut(). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a SessionProvider above it (the root layout has one).');
  return value;
}
