import type { Core } from '@strapi/strapi';
import type { OrderRow } from '../shop/orders';
import type { AccountUser } from './bearer';

const ORDER = 'api::order.order';
const MAX_ORDERS = 200;

/**
 * The orders that are the account's: placed with it, and the guest orders placed with its address once the
 * address is confirmed (before that, anybody could claim them by registering it).
 */
export const ordersOf = (user: AccountUser) => [
  { user: { id: user.id } },
  ...(user.confirmed ? [{ email: { $eqi: user.email }, user: { id: { $null: true } } }] : []),
];

/** The account's PAID orders, newest first. */
export const ownedOrders = async (strapi: Core.Strapi, user: AccountUser) =>
  (await strapi.db.query(ORDER).findMany({
    where: { order_status: 'PAID', $or: ordersOf(user) },
    orderBy: [{ paid_at: 'desc' }, { id: 'desc' }],
    limit: MAX_ORDERS,
  })) as OrderRow[];
