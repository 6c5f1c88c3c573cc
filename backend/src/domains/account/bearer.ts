import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ShopError } from '../../http/errors';
import { type UserRow, userById } from '../../persistence/users';

/** The account of a request's session. */
export type AccountUser = UserRow;

const sessionExpired = () =>
  new ShopError(401, { error: 'The session has expired or is not valid.', code: 'session_expired' });

/**
 * The user of the request's bearer token, null without one. A forged, expired or revoked token (or one of a
 * deleted or blocked account) is 401 `session_expired`: the client clears it. Accounts awaiting confirmation
 * are users too (docs/adr/0010-accounts-in-strapi.md).
 */
export async function bearerUser(strapi: Core.Strapi, ctx: Context): Promise<AccountUser | null> {
  if (!ctx.request.headers.authorization) return null;
  const jwt = strapi.plugin('users-permissions').service('jwt') as unknown as {
    getToken(ctx: Context): Promise<{ id?: number } | null>;
  };
  const token = await jwt.getToken(ctx).catch(() => null);
  if (!token?.id) throw sessionExpired();
  const user = await userById(strapi, token.id);
  if (!user || user.blocked) throw sessionExpired();
  return user;
}

/** The bearer's user; 401 `unauthenticated` without a token. */
export async function requireUser(strapi: Core.Strapi, ctx: Context): Promise<AccountUser> {
  const user = await bearerUser(strapi, ctx);
  if (!user) throw new ShopError(401, { error: 'Sign in first.', code: 'unauthenticated' });
  return user;
}
