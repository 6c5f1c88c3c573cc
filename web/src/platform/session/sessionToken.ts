import { cookies } from 'next/headers';
import { webEnv } from '@/platform/config/env';
import { SESSION_COOKIE, setSessionCookies } from '../http/sessionCookie';

/** The visitor's JWT, from the HttpOnly cookie (server components, actions, route handlers). */
export async function getSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}

/** Starts the session (token and marker): only server actions and route handlers may set cookies. */
export async function setSessionToken(jwt: string): Promise<void> {
  setSessionCookies(await cookies(), webEnv(), jwt);
}

/** Ends the session (spec §4: before every sign-in, on sign-out, when the gateway refuses the token). */
export async function clearSessionToken(): Promise<void> {
  setSessionCookies(await cookies(), webEnv(), null);
}
