import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { USER } from '../../persistence/models';
import { emailOfUserWhere, renameUser, usernameTaken, usersNamed } from '../../persistence/users';

/** An identifier sign-in compares with emails only; a username may look so only when it is the account's own email. */
export const looksLikeEmail = (identifier: string) => identifier.includes('@');

/** The refusal's message; src/middlewares/auth-error-codes.ts gives it the code `username_is_email` on `username`. */
export const USERNAME_IS_EMAIL = 'A username cannot be an email address other than the account’s own';

/**
 * A username that looks like an email address must be the account's own: otherwise one account could hold another
 * person's address as its name, make that person's registration fail and receive their sign-ins (issue 29).
 */
export function checkUsername(username: unknown, email: unknown): void {
  if (typeof username !== 'string' || !looksLikeEmail(username)) return;
  if (typeof email === 'string' && username.trim().toLowerCase() === email.trim().toLowerCase()) return;
  throw new errors.ValidationError(USERNAME_IS_EMAIL, {
    errors: [{ path: ['username'], message: USERNAME_IS_EMAIL, name: 'ValidationError' }],
  });
}

type WriteEvent = { params: { data?: Record<string, unknown>; where?: Record<string, unknown> } };

const subscribed = new WeakSet<object>();

/** Checks every write of a user's username (register, admin, users API), once per Strapi instance. */
export function guardUsernames(strapi: Core.Strapi): void {
  if (subscribed.has(strapi)) return;
  subscribed.add(strapi);
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeCreate(event: WriteEvent) {
      const data = event.params.data ?? {};
      checkUsername(data.username, data.email);
    },
    async beforeUpdate(event: WriteEvent) {
      const data = event.params.data ?? {};
      if (typeof data.username !== 'string' || !looksLikeEmail(data.username)) return;
      const email = data.email ?? (await emailOfUserWhere(strapi, event.params.where));
      checkUsername(data.username, email);
    },
  } as never);
}

/**
 * Frees `email` as a username for the person who owns the address: accounts whose username is that address but whose
 * email is another (squatters from before the rule, or written around it) get their own email as username, or an
 * id-based one when that is taken too.
 */
export async function freeSquattedUsername(strapi: Core.Strapi, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const squatters = (await usersNamed(strapi, address)).filter((user) => user.email.toLowerCase() !== address);
  for (const squatter of squatters) {
    const own = squatter.email.toLowerCase();
    const ownTaken = await usernameTaken(strapi, own, squatter.id);
    await renameUser(strapi, squatter.id, ownTaken ? `user-${squatter.id}` : own);
    strapi.log.warn(`accounts: user ${squatter.id} held another address as username; renamed`);
  }
}
