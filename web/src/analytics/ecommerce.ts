import { track, type AnalyticsItem } from './events';

/** Spec §9: the e-commerce events' category. */
const ECOMMERCE = 'Ecommerce';

/** A cart line or an order line, as the e-commerce events describe it. */
export type EcommerceLine = {
  diagramId: number;
  title: string;
  license?: string;
  price?: { amount: string; currency: string };
  code?: string | null;
};

function item(line: EcommerceLine): AnalyticsItem {
  return {
    item_id: String(line.diagramId),
    item_name: line.title,
    item_variant: line.license ?? 'Single user',
    item_category: 'Diagram',
    ...(line.price && { price: line.price.amount, currency: line.price.currency }),
    quantity: 1,
  };
}

/** Tracking never gets in the visitor's way: a failing sink is logged (spec §8). */
function send(event: Parameters<typeof track>[0]): void {
  try {
    track(event);
  } catch (error) {
    console.error('E-commerce tracking failed', error);
  }
}

export function trackAddToCart(line: EcommerceLine): void {
  send({ event: 'add_to_cart', event_category: ECOMMERCE, event_label: line.title, items: [item(line)] });
}

export function trackRemoveFromCart(line: EcommerceLine): void {
  send({ event: 'remove_from_cart', event_category: ECOMMERCE, event_label: line.title, items: [item(line)] });
}

export function trackBeginCheckout(
  lines: EcommerceLine[],
  total?: { amount: string; currency: string },
  code?: string | null,
): void {
  send({
    event: 'begin_checkout',
    event_category: ECOMMERCE,
    items: lines.map(item),
    ...(total && { value: total.amount, currency: total.currency }),
    ...(code && { coupon: code }),
  });
}

function purchase(transactionId: string, items: AnalyticsItem[], total: { amount: string; currency: string }): void {
  send({
    event: 'purchase',
    event_category: ECOMMERCE,
    transaction_id: transactionId,
    value: total.amount,
    currency: total.currency,
    items,
  });
}

/** Spec §3: purchases carry transaction_id (the order key). */
export function trackPurchase(
  orderKey: string,
  lines: EcommerceLine[],
  total: { amount: string; currency: string },
): void {
  purchase(orderKey, lines.map(item), total);
}

/** A plan bought through the plan checkout: one item of category Subscription (spec §3). */
export type PlanPurchase = { legacyId: number; name: string; price: { amount: string; currency: string } };

/** The first period of a subscription paid; transaction_id is the subscription's id. */
export function trackPlanPurchase(subscriptionId: string, plan: PlanPurchase): void {
  purchase(
    subscriptionId,
    [
      {
        item_id: String(plan.legacyId),
        item_name: plan.name,
        item_category: 'Subscription',
        price: plan.price.amount,
        currency: plan.price.currency,
        quantity: 1,
      },
    ],
    plan.price,
  );
}
