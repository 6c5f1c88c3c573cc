import { parseOrderKey } from '@/features/checkout/cart/cartItem';
import { localStore } from '@/platform/storage/localStore';

/** localStorage key of the last order paid in this browser: after payment the cart and its order key are cleared. */
const PAID_ORDER_KEY = 'paidOrderKey';

/** Kept so that the payment step, reached again (back button, bookmark), leads to this order's downloads. */
export function rememberPaidOrder(key: string): void {
  try {
    localStore()?.setItem(PAID_ORDER_KEY, key);
  } catch {
    // quota or privacy mode: the payment step then leads to the data step, as with no order
  }
}

/** The last paid order's key, or null. */
export function lastPaidOrder(): string | null {
  return parseOrderKey(localStore()?.getItem(PAID_ORDER_KEY));
}
