'use server';

import { MeDocument, SignOutDocument, type SessionUserFragment } from '@/gql/graphql';
import { cookies } from 'next/headers';
import { webEnv } from '@/platform/config/env';
import { callGateway } from './gatewayCall';
import { clearGrantCookies } from './grantCookies';
import { clearSessionToken, getSessionToken } from './sessionToken';

/**
 * The signed-in user, fetched by SessionProvider at start-up. Spec §4: a failed fetch clears the
 * token. "Failed" is the gateway refusing it (or knowing no user for it); an unreachable gateway
 * leaves the cookie alone, so an outage does not sign every visitor out (ADR 0012).
 */
export async function currentUserAction(): Promise<SessionUserFragment | null> {
  const token = await getSessionToken();
  if (!token) return null;
  const result = await callGateway(MeDocument, {}, { token });
  if (result.ok && result.data.me) return result.data.me;
  const outage = !result.ok && result.failure.codes.includes('UPSTREAM_UNAVAILABLE');
  if (!outage) await clearSessionToken();
  return null;
}

/** Spec §4: signing out revokes the session upstream, then clears the token (whatever the gateway said). */
export async function signOutAction(): Promise<void> {
  const token = await getSessionToken();
  if (token) await callGateway(SignOutDocument, {}, { token });
  await clearSessionToken();
  // And a social sign-in's provider state, should the browser still hold its cookies (issue 29).
  clearGrantCookies(await cookies(), webEnv().appEnv === 'production');
}
