import type Stripe from 'stripe';

/** A plan's price in one currency, as the shop charges it for each period. */
export interface PlanPrice {
  legacyId: number;
  name: string;
  currency: string;
  amountCents: number;
  /** Months per period (payment_cycle_months). */
  months: number;
}

/**
 * The Stripe lookup key of a plan's price: the plan, its period, currency and amount. A Stripe price never changes
 * once made, so a plan whose price changes gets a new key, hence a new Stripe price, and subscriptions keep theirs.
 */
export const planLookupKey = ({ legacyId, months, currency, amountCents }: PlanPrice) =>
  `plan_${legacyId}_${months}m_${currency.toLowerCase()}_${amountCents}`;

/**
 * The Stripe price (its id) a plan is subscribed at: found again by its lookup key, else made on first use. Two
 * first uses at once send the same idempotency key, so Stripe makes one price and answers both with it.
 */
export async function planStripePrice(stripe: Stripe, plan: PlanPrice): Promise<string> {
  const lookupKey = planLookupKey(plan);
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  if (data[0]) return data[0].id;
  const made = await stripe.prices.create(
    {
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.amountCents,
      lookup_key: lookupKey,
      recurring: { interval: 'month', interval_count: plan.months },
      product_data: { name: plan.name },
    },
    { idempotencyKey: `price:${lookupKey}` },
  );
  return made.id;
}
