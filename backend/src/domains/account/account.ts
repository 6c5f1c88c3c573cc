import type { Core } from '@strapi/strapi';
import { downloadLinks } from '../shop/downloads';
import { ShopError } from '../../http/errors';
import { orderView } from '../shop/orders';
import { deleteFavouritesOf, favouritesWithDatesOf } from '../../persistence/favourites';
import { isObject } from '../../http/request-values';
import type { AccountUser } from './bearer';
import { allOwnedOrders, ownedOrders } from './owned-orders';

/**
 * What another part of the shop keeps of an account (credits: plans, ledger, entitlements), exported and deleted
 * with it. Handed in by the account's controller: credits build on accounts, not the other way round.
 */
export interface AccountPart<Data extends object> {
  data(strapi: Core.Strapi, user: AccountUser): Promise<Data>;
  remove(strapi: Core.Strapi, user: AccountUser): Promise<void>;
}

/** "My purchases": the account's paid orders, newest first, each with fresh links titled in its language. */
export async function accountOrders(strapi: Core.Strapi, user: AccountUser) {
  const orders = await ownedOrders(strapi, user);
  return Promise.all(
    orders.map(async (order) => ({ ...orderView(order), downloads: await downloadLinks(strapi, order) })),
  );
}

/** "Download my data" (GDPR): the account, its favourites, its orders (paid or not), its plans and credits. */
export async function accountData<Data extends object>(
  strapi: Core.Strapi,
  user: AccountUser,
  credits: AccountPart<Data>,
) {
  const [favourites, orders, plansAndCredits] = await Promise.all([
    favouritesWithDatesOf(strapi, user.id),
    allOwnedOrders(strapi, user),
    credits.data(strapi, user),
  ]);
  return {
    user: {
      username: user.username,
      email: user.email,
      locale: user.language ?? 'en',
      confirmed: user.confirmed,
      createdAt: user.createdAt,
    },
    favourites: favourites.map((row) => ({ id: row.id, diagram: row.diagram_legacy_id, created_at: row.createdAt })),
    orders: orders.map(orderView),
    ...plansAndCredits,
  };
}

/**
 * "Delete my account" (GDPR), confirmed with the password: the account, its favourites, its sessions, its
 * subscriptions and credits go; its orders and payments stay for accounting (with the email the buyer gave),
 * detached from the account.
 */
export async function deleteAccount(
  strapi: Core.Strapi,
  user: AccountUser,
  body: unknown,
  credits: AccountPart<object>,
): Promise<void> {
  const password = isObject(body) && typeof body.password === 'string' ? body.password : '';
  const users = strapi.plugin('users-permissions').service('user') as unknown as {
    validatePassword(password: string, hash: string): Promise<boolean>;
    remove(where: { id: number }): Promise<unknown>;
  };
  if (!password || !user.password || !(await users.validatePassword(password, user.password))) {
    throw new ShopError(400, {
      error: 'The password is not correct.',
      code: 'wrong_current_password',
      field: 'password',
    });
  }
  await deleteFavouritesOf(strapi, user.id);
  await credits.remove(strapi, user);
  // users-permissions' remove ends the sessions too; deleting the user removes its links to orders, not the orders.
  await users.remove({ id: user.id });
}
