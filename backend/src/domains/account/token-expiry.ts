import type { Core } from '@strapi/strapi';
import { clearToken, userWithToken } from '../../persistence/users';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The mailed tokens' lifetimes (issue 29): a reset code an hour, a confirmation link seven days. Each token's issue
 * time is kept beside it (private user attributes added by the users-permissions extension).
 */
const TOKENS = {
  confirmation: { field: 'confirmationToken', issuedAt: 'confirmationTokenIssuedAt', lifetimeMs: 7 * 24 * HOUR_MS },
  reset: { field: 'resetPasswordToken', issuedAt: 'resetPasswordTokenIssuedAt', lifetimeMs: HOUR_MS },
} as const;

type TokenKind = keyof typeof TOKENS;

/** The user attributes that keep the issue times. */
export const TOKEN_ISSUE_TIMES = Object.values(TOKENS).map((token) => token.issuedAt);

/** A new token of `kind`, as the user's attributes to store: the token and its issue time. */
export const issuedToken = (kind: TokenKind, token: string) => ({
  [TOKENS[kind].field]: token,
  [TOKENS[kind].issuedAt]: new Date(),
});

/**
 * Forgets `token` when it is older than its lifetime (or has no issue time: issued before they were kept), so that
 * users-permissions then refuses it as it refuses an unknown one, with the same error and code.
 */
export async function dropExpiredToken(strapi: Core.Strapi, kind: TokenKind, token: unknown): Promise<void> {
  if (typeof token !== 'string' || token === '') return;
  const { field, issuedAt, lifetimeMs } = TOKENS[kind];
  const user = await userWithToken(strapi, field, token, issuedAt);
  if (!user) return;
  const issued = user[issuedAt] ? new Date(user[issuedAt] as string).getTime() : Number.NaN;
  if (Date.now() - issued <= lifetimeMs) return;
  await clearToken(strapi, user.id, field, issuedAt);
}
