import type { Core } from '@strapi/strapi';
import { type OrderOwner, ordersOf, paidOrdersOf } from '../../persistence/account-orders';
import type { AccountUser } from './bearer';

/**
 * The orders that are the account's: placed with it, and the guest orders placed with its address once the
 * address is confirmed (before that, anybody could claim them by registering it).
 */
const ownerOf = (user: AccountUser): OrderOwner => ({
  userId: user.id,
  guestEmail: user.confirmed ? user.email : null,
});

/** The account's PAID orders, newest first. */
export const ownedOrders = (strapi: Core.Strapi, user: AccountUser) => paidOrdersOf(strapi, ownerOf(user));

/** All the account's orders, paid or not, oldest first. */
export const allOwnedOrders = (strapi: Core.Strapi, user: AccountUser) => ordersOf(strapi, ownerOf(user));
