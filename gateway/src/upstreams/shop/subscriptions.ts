import { CURRENCIES, type Currency } from '@shop/money';
import { z } from 'zod';
import type { Card } from '../../domain/order';
import type { Locale } from '../../domain/locales';
import type { PlanCheckout, Subscription, SubscriptionPayment, SubscriptionStatus } from '../../domain/subscription';
import { LOCALE_HEADER } from '../headers';
import { strapiAmount } from '../content/fields';
import type { ShopClient } from './client';
import { optionalShopDate, shopDate } from './dates';
import { ShopError } from './errors';
import { DECLINED_STATUS, shopCard } from './orders';

const SUBSCRIPTIONS_PATH = '/website/v1/subscriptions/';

const subscriptionPath = (id: string, rest = '') => `${SUBSCRIPTIONS_PATH}${encodeURIComponent(id)}/${rest}`;

/** The shop's statuses are the GraphQL enum's values in lower case. */
const shopStatus = z
  .enum(['pending', 'active', 'past_due', 'cancelled'])
  .transform((status) => status.toUpperCase() as SubscriptionStatus);

/** The shop's SubscriptionView (CONTRACT-10). */
const shopSubscription = z
  .object({
    id: z.string(),
    status: shopStatus,
    plan: z.object({ legacy_id: z.number().int(), name: z.string() }),
    currency: z.enum(CURRENCIES),
    amount: strapiAmount,
    credits: z.number().int(),
    bonus: z.number().int(),
    payment_cycle_months: z.number().int(),
    credits_expiration_days: z.number().int(),
    current_period_end: optionalShopDate,
    next_renewal_at: optionalShopDate,
    cancelled_at: optionalShopDate,
    created_at: shopDate,
    card_last4: z.string().nullish(),
    payment_flow: z.enum(['card', 'hosted']).optional(),
    billing_portal: z.boolean().optional(),
  })
  .transform(
    (view): Subscription => ({
      id: view.id,
      status: view.status,
      planLegacyId: view.plan.legacy_id,
      planName: view.plan.name,
      price: { currency: view.currency, amount: view.amount },
      credits: view.credits,
      bonus: view.bonus,
      paymentCycleMonths: view.payment_cycle_months,
      creditsExpirationDays: view.credits_expiration_days,
      currentPeriodEnd: view.current_period_end,
      nextRenewalAt: view.next_renewal_at,
      cancelledAt: view.cancelled_at,
      createdAt: view.created_at,
      cardLast4: view.card_last4 ?? null,
      paymentFlow: view.payment_flow ? (view.payment_flow === 'card' ? 'CARD' : 'HOSTED') : null,
      billingPortal: view.billing_portal ?? false,
    }),
  );

export interface CreateSubscriptionRequest {
  /** A legacy id or a documentId. */
  planId: number | string;
  /** The request's currency: the subscription is priced and charged in it for good. */
  currency: Currency;
  idempotencyKey: string;
}

/** POST subscriptions: a PENDING subscription of the bearer (a pending one before it is replaced). Never retried. */
export function createSubscription(
  shop: ShopClient,
  { planId, currency, idempotencyKey }: CreateSubscriptionRequest,
): Promise<Subscription> {
  const body = { plan_id: planId, currency, idempotency_key: idempotencyKey };
  return shop.post('subscriptions', SUBSCRIPTIONS_PATH, body, shopSubscription);
}

/** The bearer's subscriptions, newest first. */
export async function listSubscriptions(shop: ShopClient): Promise<Subscription[]> {
  const shape = z.object({ subscriptions: z.array(shopSubscription) });
  return (await shop.get('subscriptions', SUBSCRIPTIONS_PATH, shape)).subscriptions;
}

/** The bearer's subscription with this id; null when the shop knows none of theirs (404). */
export async function fetchSubscription(shop: ShopClient, id: string): Promise<Subscription | null> {
  try {
    return await shop.get('subscriptions', subscriptionPath(id), shopSubscription);
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return null;
    throw error;
  }
}

const paid = z.object({ subscription: shopSubscription, granted: z.number().int() });

/** POST pay: paid (with the credits it granted), or declined (402) with the shop's message. Never retried. */
export async function paySubscription(
  shop: ShopClient,
  id: string,
  idempotencyKey: string,
  card: Card,
): Promise<SubscriptionPayment> {
  const body = { idempotency_key: idempotencyKey, card: shopCard(card) };
  try {
    const result = await shop.post('subscriptions/pay', subscriptionPath(id, 'pay/'), body, paid);
    return { subscription: result.subscription, declined: false, message: null, granted: result.granted };
  } catch (error) {
    if (!(error instanceof ShopError && error.status === DECLINED_STATUS)) throw error;
    const subscription = await fetchSubscription(shop, id);
    if (!subscription) throw error;
    return { subscription, declined: true, message: error.message, granted: 0 };
  }
}

/** POST cancel: no more renewals; the credits stay until they expire. Cancelling again changes nothing. */
export function cancelSubscription(shop: ShopClient, id: string): Promise<Subscription> {
  return shop.post('subscriptions/cancel', subscriptionPath(id, 'cancel/'), {}, shopSubscription);
}

const planCheckout = z.union([
  z.object({ status: z.literal('pending').transform(() => 'PENDING' as const), url: z.string().url() }),
  z.object({
    status: z.enum(['active', 'past_due', 'cancelled']).transform((status) => status.toUpperCase() as 'ACTIVE'),
    url: z.null(),
  }),
]);

/** POST checkout: the provider's page where this attempt pays the first period, in the visitor's language. */
export function startPlanCheckout(
  shop: ShopClient,
  id: string,
  idempotencyKey: string,
  locale: Locale,
): Promise<PlanCheckout> {
  return shop
    .withHeaders({ [LOCALE_HEADER]: locale })
    .post(
      'subscriptions/checkout',
      subscriptionPath(id, 'checkout/'),
      { idempotency_key: idempotencyKey },
      planCheckout,
    );
}

/** POST billing-portal: the provider's page where the account pays what is due or changes its card. */
export async function openBillingPortal(shop: ShopClient, id: string, locale: Locale): Promise<string> {
  const shape = z.object({ url: z.string().url() });
  const portal = await shop
    .withHeaders({ [LOCALE_HEADER]: locale })
    .post('subscriptions/billing-portal', subscriptionPath(id, 'billing-portal/'), {}, shape);
  return portal.url;
}
