'use server';

import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  ForgotPasswordDocument,
  RegisterDocument,
  ResendReceiptDocument,
  ResetPasswordDocument,
  SendEmailConfirmationDocument,
  SignInDocument,
  type SessionUserFragment,
} from '@/gql/graphql';
import type { ZodType } from 'zod';
import { isLocale, type AppLocale } from '@/platform/i18n/locales';
import { callGateway, type CallResult } from '@/platform/session/gatewayCall';
import { isSessionRefused } from '@/platform/session/authFailure';
import { clearSessionToken, getSessionToken, setSessionToken } from '@/platform/session/sessionToken';
import { isAnonymousUserId } from '@/platform/session/anonymousId';
import { type AccountProblem, accountProblem } from './problems';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from './schemas';

/**
 * The account operations that start, renew or end a session, or need one: server actions, because
 * only the web's server side sets and clears the HttpOnly session cookie (ADR 0012). Spec §4: the
 * cookie is cleared before sign-in, register, forgot and reset password, and set again on success.
 */
export type ActionResult = { ok: true; user?: SessionUserFragment } | { ok: false; problem: AccountProblem };

type Parsed<T> = { ok: true; data: T } | { ok: false; result: ActionResult };

/** The form's values checked again here: a server action is a public endpoint. */
function parse<T>(schema: ZodType<T>, values: unknown): Parsed<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  return { ok: false, result: { ok: false, problem: { message: null, fields: fields as AccountProblem['fields'] } } };
}

const localeOf = (value: unknown): AppLocale => (isLocale(value) ? value : 'en');
const anonymousOf = (value: unknown) => (isAnonymousUserId(value) ? value : undefined);

type Session = { jwt: string; user: SessionUserFragment };

/** A session-issuing answer: the cookie on success, the problem in the form's fields otherwise. */
async function started<TData>(
  result: CallResult<TData>,
  session: (data: TData) => Session,
  fields: readonly string[],
): Promise<ActionResult> {
  if (!result.ok) return { ok: false, problem: accountProblem(result.failure, fields) };
  const { jwt, user } = session(result.data);
  await setSessionToken(jwt);
  return { ok: true, user };
}

/** A call that needs the session; a refused session also ends it here. */
async function withSession<TData>(
  call: (token: string) => Promise<CallResult<TData>>,
  fields: readonly string[],
): Promise<{ ok: true; data: TData } | { ok: false; result: ActionResult }> {
  const token = await getSessionToken();
  const result = token
    ? await call(token)
    : ({ ok: false, failure: { codes: ['UNAUTHENTICATED'], fieldErrors: {} } } satisfies CallResult<TData>);
  if (result.ok) return result;
  if (isSessionRefused(result.failure)) await clearSessionToken();
  return { ok: false, result: { ok: false, problem: accountProblem(result.failure, fields) } };
}

const done = <T>(result: CallResult<T>, fields: readonly string[] = []): ActionResult =>
  result.ok ? { ok: true } : { ok: false, problem: accountProblem(result.failure, fields) };

export async function signInAction(values: unknown, locale: unknown, anonymousUserId: unknown): Promise<ActionResult> {
  await clearSessionToken();
  const input = parse(signInSchema, values);
  if (!input.ok) return input.result;
  const result = await callGateway(SignInDocument, {
    ...input.data,
    locale: localeOf(locale),
    anonymousUserId: anonymousOf(anonymousUserId),
  });
  return started(result, (data) => data.signIn, ['identifier', 'password']);
}

/** A human proof (the ALTCHA widget's payload) as the gateway takes it: absent when not a string. */
const proofOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export async function registerAction(
  values: unknown,
  locale: unknown,
  anonymousUserId: unknown,
  humanProof?: unknown,
): Promise<ActionResult> {
  await clearSessionToken();
  const input = parse(registerSchema, values);
  if (!input.ok) return input.result;
  const result = await callGateway(RegisterDocument, {
    ...input.data,
    locale: localeOf(locale),
    anonymousUserId: anonymousOf(anonymousUserId),
    humanProof: proofOf(humanProof),
  });
  return started(result, (data) => data.register, ['email', 'password']);
}

export async function forgotPasswordAction(
  values: unknown,
  locale: unknown,
  humanProof?: unknown,
): Promise<ActionResult> {
  await clearSessionToken();
  const input = parse(emailSchema, values);
  if (!input.ok) return input.result;
  const variables = { ...input.data, locale: localeOf(locale), humanProof: proofOf(humanProof) };
  return done(await callGateway(ForgotPasswordDocument, variables), ['email']);
}

export async function resetPasswordAction(values: unknown, code: unknown): Promise<ActionResult> {
  await clearSessionToken();
  const input = parse(resetPasswordSchema, values);
  if (!input.ok) return input.result;
  const result = await callGateway(ResetPasswordDocument, { ...input.data, code: String(code ?? '') });
  return started(result, (data) => data.resetPassword, ['password', 'passwordConfirmation']);
}

export async function sendConfirmationAction(values: unknown, locale: unknown): Promise<ActionResult> {
  const input = parse(emailSchema, values);
  if (!input.ok) return input.result;
  return done(await callGateway(SendEmailConfirmationDocument, { ...input.data, locale: localeOf(locale) }), ['email']);
}

export async function changePasswordAction(values: unknown): Promise<ActionResult> {
  const input = parse(changePasswordSchema, values);
  if (!input.ok) return input.result;
  const fields = ['currentPassword', 'password', 'passwordConfirmation'];
  const call = await withSession((token) => callGateway(ChangePasswordDocument, input.data, { token }), fields);
  if (!call.ok) return call.result;
  // Strapi answers a new token for the new password.
  return started({ ok: true, data: call.data }, (data) => data.changePassword, fields);
}

export async function deleteAccountAction(values: unknown): Promise<ActionResult> {
  const input = parse(deleteAccountSchema, values);
  if (!input.ok) return input.result;
  const call = await withSession((token) => callGateway(DeleteAccountDocument, input.data, { token }), ['password']);
  if (!call.ok) return call.result;
  await clearSessionToken();
  return { ok: true };
}

/** "Send my links again": the order key proves the order, so a guest on the download page may ask too. */
export async function resendReceiptAction(orderKey: unknown): Promise<ActionResult> {
  const token = await getSessionToken();
  return done(await callGateway(ResendReceiptDocument, { orderKey: String(orderKey ?? '') }, { token }));
}
