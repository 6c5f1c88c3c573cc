'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SessionUserFragment } from '@/gql/graphql';
import { currentUserAction, signOutAction } from './actions';
import { SESSION_MARKER_COOKIE } from '../http/sessionCookie';

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

const MARKER = new RegExp(`(?:^|;\\s*)${SESSION_MARKER_COOKIE}=1(?:;|$)`);
const hasMarker = () => MARKER.test(document.cookie);
/** Unknown while rendering on the server and hydrating: the page is the same for everyone. */
const unknownOnServer = () => undefined;

/** Cookies change without an event where the Cookie Store API is missing: a tab coming back looks again. */
function subscribeToMarker(changed: () => void): () => void {
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', changed);
  document.addEventListener('visibilitychange', changed);
  return () => {
    store?.removeEventListener('change', changed);
    document.removeEventListener('visibilitychange', changed);
  };
}

/**
 * The visitor's session for client components. The token itself never reaches the page: the marker cookie
 * set beside it says whether a session exists (read here, in the browser, so the server renders every page
 * alike), and when it does, the user is fetched once at start-up (spec §4) through a server action, which also
 * clears a token the gateway refuses. 'loading' until the browser has looked.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hasSession = useSyncExternalStore(subscribeToMarker, hasMarker, unknownOnServer);
  const [state, setState] = useState<SessionState>({ status: 'loading', user: undefined });

  useEffect(() => {
    if (hasSession === undefined) return;
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
