import { displayPrice, type Currency, type Money, type PriceSet } from '@shop/money';

/**
 * What an order costs and payment charges: its subtotal in its currency, the amount the visitor was shown.
 * Orders are stored in a currency every line has a price in (cartCurrency); a row stored before that rule whose
 * subtotal lacks its currency falls back to USD, as payment did then.
 */
export function orderTotal(subtotal: PriceSet, currency: string): Money {
  return displayPrice(subtotal, currency as Currency);
}
