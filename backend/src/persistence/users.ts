import type { Core } from '@strapi/strapi';
import { USER } from './models';

/** A users-permissions user, as the account routes read it. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  password: string | null;
  confirmed: boolean;
  blocked: boolean;
  language: string | null;
  createdAt: string;
}

export const userById = (strapi: Core.Strapi, id: number) =>
  strapi.db.query(USER).findOne({ where: { id } }) as Promise<UserRow | null>;

/** The account of an address, as stored (lowercase). */
export const userByEmail = (strapi: Core.Strapi, email: string) =>
  strapi.db.query(USER).findOne({ where: { email } }) as Promise<UserRow | null>;

/** The email/password account of an address, or of a username. */
export const localUserBy = (strapi: Core.Strapi, identifier: { email: string } | { username: string }) =>
  strapi.db.query(USER).findOne({ where: { provider: 'local', ...identifier } }) as Promise<UserRow | null>;

/** The email of the user a write's `where` (a lifecycle event's) names. */
export const emailOfUserWhere = async (strapi: Core.Strapi, where: Record<string, unknown> | undefined) =>
  ((await strapi.db.query(USER).findOne({ where, select: ['email'] })) as { email: string } | null)?.email;

/** The users whose username is exactly this. */
export const usersNamed = (strapi: Core.Strapi, username: string) =>
  strapi.db.query(USER).findMany({ where: { username } }) as Promise<UserRow[]>;

/** Whether a user other than `exceptId` has this username. */
export const usernameTaken = async (strapi: Core.Strapi, username: string, exceptId: number) =>
  (await strapi.db.query(USER).count({ where: { username, id: { $ne: exceptId } } })) > 0;

export const renameUser = async (strapi: Core.Strapi, id: number, username: string): Promise<void> => {
  await strapi.db.query(USER).update({ where: { id }, data: { username } });
};

type TokenHolder = Record<string, unknown>;

/** The user holding a mailed token in attribute `field`: its id and the token's issue time (attribute `issuedAt`). */
export const userWithToken = (strapi: Core.Strapi, field: string, token: string, issuedAt: string) =>
  strapi.db.query(USER).findOne({ where: { [field]: token }, select: ['id', issuedAt] }) as Promise<TokenHolder | null>;

/** Forgets a user's mailed token and its issue time. */
export const clearToken = async (strapi: Core.Strapi, id: unknown, field: string, issuedAt: string): Promise<void> => {
  await strapi.db.query(USER).update({ where: { id }, data: { [field]: null, [issuedAt]: null } });
};
