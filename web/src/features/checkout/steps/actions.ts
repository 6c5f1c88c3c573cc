'use server';

import { cookies } from 'next/headers';
import { parseOrderKey } from '@/features/checkout/cart/cartItem';
import { CheckoutOrderDocument, type CheckoutOrderFragment } from '@/gql/graphql';
import { keepReceipt, orderReceipt } from '@/platform/analytics/server/purchaseReceipt';
import { webEnv } from '@/platform/config/env';
import { queryGateway } from '@/platform/gateway/queryGateway';
import { isLocale } from '@/platform/i18n/locales';

/**
 * An order paid on the payment provider's page, read again once its download page shows it paid: its lines and
 * total for the purchase event, and the receipt the analytics beacon asks for (as the proxy keeps one from a card
 * payment's answer). Null unless the shop says PAID.
 */
export async function confirmPurchaseAction(orderKey: unknown, locale: unknown): Promise<CheckoutOrderFragment | null> {
  const key = parseOrderKey(typeof orderKey === 'string' ? orderKey : null);
  if (!key || !isLocale(locale)) return null;
  const result = await queryGateway(CheckoutOrderDocument, { locale, key });
  const order = result.ok ? result.data.order : null;
  if (order?.status !== 'PAID') return null;
  const { webProxySecret, appEnv } = webEnv();
  keepReceipt(await cookies(), orderReceipt(order), webProxySecret, appEnv === 'production');
  return order;
}
