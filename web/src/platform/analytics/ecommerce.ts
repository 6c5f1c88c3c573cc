import { type AnalyticsEvent, type AnalyticsItem, trackLogged } from './events';

/** Spec §9: the e-commerce events' category. */
const ECOMMERCE = 'Ecommerce';

/** A cart line or an order line, as the e-commerce events describe it. */
type Money = { amount: string; currency: string };

export type EcommerceLine = {
  diagramId: number;
  title: string;
  license?: string;
  /** What the visitor pays for the line, in the currency shown. */
  price?: Money;
  code?: string | null;
};

/** A paid order's line: its price is what was paid for it (spec §3: final_price). */
export type OrderLine = EcommerceLine & { price: Money };

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

const send = (event: AnalyticsEvent) => trackLogged(event, 'E-commerce');

export function trackAddToCart(line: EcommerceLine): void {
  send({ event: 'add_to_cart', event_category: ECOMMERCE, event_label: line.title, items: [item(line)] });
}

export function trackRemoveFromCart(line: EcommerceLine): void {
  send({ event: 'remove_from_cart', event_category: ECOMMERCE, event_label: line.title, items: [item(line)] });
}

export function trackBeginCheckout(lines: EcommerceLine[], total?: Money, code?: string | null): void {
  send({
    event: 'begin_checkout',
    event_category: ECOMMERCE,
    items: lines.map(item),
    ...(total && { value: total.amount, currency: total.currency }),
    ...(code && { coupon: code }),
  });
}

function purchase(transactionId: string, items: AnalyticsItem[], total: Money): void {
  send({
    event: 'purchase',
    event_category: ECOMMERCE,
    transaction_id: transactionId,
    value: total.amount,
    currency: total.currency,
    items,
  });
}

/** Spec §3's analytics order line (diagram_id, diagram_name, final_price, license, code) on a purchase's item. */
function orderItem(line: OrderLine): AnalyticsItem {
  return {
    // GA4 wants the discounted price as the item's price too.
    ...item(line),
    diagram_id: String(line.diagramId),
    diagram_name: line.title,
    final_price: line.price.amount,
    license: line.license ?? 'Single user',
    ...(line.code && { code: line.code }),
  };
}

/**
 * Spec §3: purchases carry transaction_id and their order lines. The id is the order's reference: its key is the
 * buyer's access to the order and never leaves the shop.
 */
export function trackPurchase(orderReference: string, lines: OrderLine[], total: Money): void {
  purchase(orderReference, lines.map(orderItem), total);
}

/** The checkout's details (billing) step submitted: GA4's add_shipping_info, category Ecommerce (spec §9). */
export function trackAddShippingInfo(lines: EcommerceLine[], code?: string | null): void {
  send({
    event: 'add_shipping_info',
    event_category: ECOMMERCE,
    items: lines.map(item),
    ...(code && { coupon: code }),
  });
}

/** A plan bought through the plan checkout: one item of category Subscription (spec §3). */
export type PlanPurchase = { legacyId: number; name: string; price: Money };

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
