import { z } from 'zod';
import { type AuthProvider, type Session, type User, asLocale, checkCallbackQuery } from '../../domain/account';
import { InputError } from '../../domain/errors';
import type { AuthCaller, AuthClient, AuthRequest } from './client';
import { AuthHttpError, asRefusal } from './errors';

const strapiUser = z
  .object({
    id: z.union([z.number(), z.string()]),
    username: z.string(),
    email: z.string(),
    confirmed: z.boolean().nullish(),
    // `language` on our backend (Strapi reserves `locale`); `locale` as the contract first named it.
    language: z.string().nullish(),
    locale: z.string().nullish(),
    createdAt: z.string(),
  })
  .transform(
    (user): User => ({
      id: String(user.id),
      username: user.username,
      email: user.email,
      confirmed: user.confirmed === true,
      locale: asLocale(user.language ?? user.locale),
      createdAt: new Date(user.createdAt),
    }),
  );

/** refreshToken, if Strapi sends one, is ignored: the access token alone is the session (CONTRACT-9). */
const session = z.object({ jwt: z.string().min(1), user: strapiUser }).transform((body): Session => body);

const anything = z.unknown();

/** The call, with Strapi's refusals turned into the contract's (domain errors). */
async function call<T>(client: AuthClient, request: AuthRequest<T>): Promise<T> {
  try {
    return await client.request(request);
  } catch (error) {
    throw asRefusal(error);
  }
}

export function signIn(client: AuthClient, caller: AuthCaller, identifier: string, password: string): Promise<Session> {
  const body = { identifier, password };
  return call(client, {
    method: 'POST',
    resource: 'auth/local',
    path: '/api/auth/local',
    body,
    caller,
    shape: session,
  });
}

/** Registers; the backend answers with a session at once, even before the email is confirmed (ADR 0010). */
export async function register(
  client: AuthClient,
  caller: AuthCaller,
  account: { email: string; username: string; password: string },
): Promise<Session> {
  try {
    return await client.request({
      method: 'POST',
      resource: 'auth/local/register',
      path: '/api/auth/local/register',
      body: account,
      caller,
      shape: session,
    });
  } catch (error) {
    // Strapi does not say which of the two is taken: the username only when the visitor chose one of their own.
    const taken = error instanceof AuthHttpError && error.status === 400;
    if (taken && (error.code === 'email_taken' || error.message === 'Email or Username are already taken')) {
      const ownUsername = account.username !== account.email;
      throw new InputError('EMAIL_TAKEN', error.message, 'email', {
        email: ['EMAIL_TAKEN'],
        ...(ownUsername && { username: ['USERNAME_TAKEN'] }),
      });
    }
    throw asRefusal(error);
  }
}

/** Sends the reset mail if the email has an account; the answer is the same either way. */
export async function forgotPassword(client: AuthClient, caller: AuthCaller, email: string): Promise<void> {
  const path = '/api/auth/forgot-password';
  await call(client, {
    method: 'POST',
    resource: 'auth/forgot-password',
    path,
    body: { email },
    caller,
    shape: anything,
  });
}

export function resetPassword(
  client: AuthClient,
  caller: AuthCaller,
  reset: { code: string; password: string; passwordConfirmation: string },
): Promise<Session> {
  const path = '/api/auth/reset-password';
  return call(client, { method: 'POST', resource: 'auth/reset-password', path, body: reset, caller, shape: session });
}

export function changePassword(
  client: AuthClient,
  caller: AuthCaller,
  change: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<Session> {
  const path = '/api/auth/change-password';
  return call(client, { method: 'POST', resource: 'auth/change-password', path, body: change, caller, shape: session });
}

// Strapi's answers that must not tell an outsider whether an email has an account.
const SILENT_REFUSALS = new Set(['Already confirmed', 'User blocked']);
const SILENT_CODES = new Set(['already_confirmed', 'account_blocked']);

/** Sends the confirmation mail again if the email has an unconfirmed account; silent otherwise. */
export async function sendEmailConfirmation(client: AuthClient, caller: AuthCaller, email: string): Promise<void> {
  try {
    await client.request({
      method: 'POST',
      resource: 'auth/send-email-confirmation',
      path: '/api/auth/send-email-confirmation',
      body: { email },
      caller,
      shape: anything,
    });
  } catch (error) {
    const silent = error instanceof AuthHttpError && error.status === 400;
    if (silent && (SILENT_REFUSALS.has(error.message) || SILENT_CODES.has(error.code ?? ''))) return;
    throw asRefusal(error);
  }
}

/** Confirms the email of the account the token was mailed to: Strapi redirects (3xx) on success. */
export async function confirmEmail(client: AuthClient, caller: AuthCaller, confirmation: string): Promise<void> {
  const path = `/api/auth/email-confirmation?${new URLSearchParams({ confirmation })}`;
  await call(client, { method: 'GET', resource: 'auth/email-confirmation', path, caller, shape: anything });
}

export function currentUser(client: AuthClient, caller: AuthCaller): Promise<User> {
  return call(client, { method: 'GET', resource: 'users/me', path: '/api/users/me', caller, shape: strapiUser });
}

/** Revokes the bearer's session: the same token is refused afterwards. */
export async function signOut(client: AuthClient, caller: AuthCaller): Promise<void> {
  await call(client, {
    method: 'POST',
    resource: 'auth/logout',
    path: '/api/auth/logout',
    body: {},
    caller,
    shape: anything,
  });
}

/**
 * Ends a social sign-in: the query Strapi put on the web's callback url, with Strapi's session cookie (it holds the
 * provider's token since Strapi 5.53). Any refusal but an unknown provider is SOCIAL_SIGN_IN_FAILED.
 */
export async function socialCallback(
  client: AuthClient,
  caller: AuthCaller,
  provider: string,
  callbackQuery: string,
): Promise<Session> {
  // Checked here, before the one call, so that an over-long query is the client's mistake, not Strapi's refusal.
  const query = new URLSearchParams(checkCallbackQuery(callbackQuery).replace(/^\?/, '')).toString();
  try {
    return await client.request({
      method: 'GET',
      resource: 'auth/callback',
      path: `/api/auth/${encodeURIComponent(provider)}/callback${query ? `?${query}` : ''}`,
      caller,
      shape: session,
    });
  } catch (error) {
    const refusal = asRefusal(error);
    if (refusal instanceof InputError && refusal.reason === 'UNKNOWN_PROVIDER') throw refusal;
    if (error instanceof AuthHttpError && (error.status === 400 || error.status === 401 || error.status === 403)) {
      throw new InputError('SOCIAL_SIGN_IN_FAILED', error.message);
    }
    throw refusal;
  }
}

const providers = z.object({ providers: z.array(z.object({ name: z.string(), label: z.string() })) });

/** The configured social providers (backend env), for the sign-in page's buttons. */
export async function authProviders(client: AuthClient, caller: AuthCaller): Promise<AuthProvider[]> {
  const path = '/api/website/v1/auth-providers/';
  return (await call(client, { method: 'GET', resource: 'auth-providers', path, caller, shape: providers })).providers;
}
