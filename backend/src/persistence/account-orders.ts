import type { Core } from '@strapi/strapi';
import { ORDER } from './models';
import type { OrderRow } from './orders';

const MAX_ORDERS = 200;

/** Whose orders: those placed with the account, and the guest orders placed with `guestEmail` unless it is null. */
export interface OrderOwner {
  userId: number;
  guestEmail: string | null;
}

const placedBy = (owner: OrderOwner) => [
  { user: { id: owner.userId } },
  ...(owner.guestEmail !== null ? [{ email: { $eqi: owner.guestEmail }, user: { id: { $null: true } } }] : []),
];

/** The owner's PAID orders, newest first. */
export const paidOrdersOf = (strapi: Core.Strapi, owner: OrderOwner) =>
  strapi.db.query(ORDER).findMany({
    where: { order_status: 'PAID', $or: placedBy(owner) },
    orderBy: [{ paid_at: 'desc' }, { id: 'desc' }],
    limit: MAX_ORDERS,
  }) as Promise<OrderRow[]>;

/** All the owner's orders, paid or not, oldest first. */
export const ordersOf = (strapi: Core.Strapi, owner: OrderOwner) =>
  strapi.db.query(ORDER).findMany({ where: { $or: placedBy(owner) }, orderBy: { id: 'asc' } }) as Promise<OrderRow[]>;
