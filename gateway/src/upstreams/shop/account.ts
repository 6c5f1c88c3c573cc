import { z } from 'zod';
import { InputError, NotFoundError } from '../../domain/errors';
import type { Order } from '../../domain/order';
import type { ShopClient } from './client';
import { ShopError } from './errors';
import { shopOrder } from './orders';

const ACCOUNT_PATH = '/website/v1/account/';

/** The bearer's paid orders, and earlier guest orders under its confirmed email, newest first, with downloads. */
export function fetchAccountOrders(shop: ShopClient): Promise<Order[]> {
  return shop.get('account/orders', `${ACCOUNT_PATH}orders/`, z.array(shopOrder));
}

/** Everything the shop holds on the bearer (GDPR), as the shop's JSON text. */
export async function fetchAccountData(shop: ShopClient): Promise<string> {
  return JSON.stringify(await shop.get('account/data', `${ACCOUNT_PATH}data/`, z.record(z.string(), z.unknown())));
}

/** Deletes the bearer's account and favourites (its orders stay, detached); the password proves it is theirs. */
export async function deleteAccount(shop: ShopClient, password: string): Promise<void> {
  try {
    await shop.post('account/delete', `${ACCOUNT_PATH}delete/`, { password }, z.unknown());
  } catch (error) {
    if (error instanceof ShopError && error.code === 'wrong_current_password') {
      throw new InputError('WRONG_CURRENT_PASSWORD', error.message, 'password');
    }
    throw error;
  }
}

/** Mails the paid order's receipt again, in the order's language; an unknown key is NOT_FOUND. */
export async function resendReceipt(shop: ShopClient, key: string): Promise<void> {
  try {
    await shop.post('orders/receipt', `/website/v1/orders/${encodeURIComponent(key)}/receipt/`, {}, z.unknown());
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) throw new NotFoundError('Order not found');
    if (error instanceof ShopError && error.status === 409) {
      throw new InputError('ORDER_NOT_PAID', error.message, 'orderKey');
    }
    throw error;
  }
}
