import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { toCents } from '@shop/money';
import type { AccountsConfig } from '../../env/settings';
import { ShopError, badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { isObject } from '../../http/request-values';
import { DEFAULT_LOCALE, type Locale, localeOf } from '../../locales';
import { localizedPageUrl } from '../../mail/account-links';
import { hostedAccount } from '../../payments';
import { planStripePrice } from '../../payments/stripe/plan-prices';
import { planNames } from '../../persistence/localized-texts';
import { amountOf, liveSubscriptionOf, type SubscriptionRow } from '../../persistence/subscriptions';
import type { AccountUser } from '../account/bearer';
import { ownSubscription, subscriptionExists } from './subscriptions';

/** Where the browser goes: Stripe's page for this attempt; null once the subscription needs no first payment. */
export type PlanCheckout =
  | { status: 'pending'; url: string }
  | { status: SubscriptionRow['subscription_status']; url: null };

/**
 * Starts paying a pending subscription on Stripe's page (issue 31): Checkout in subscription mode at the plan's Stripe
 * price in the subscription's currency (made once, found again by lookup key), in the visitor's language. Stripe then
 * charges each period itself; its signed webhooks activate the subscription and grant each period's credits
 * (./stripe-plan-events). The same idempotency key (one per click) answers the same page.
 */
export async function startPlanCheckout(
  strapi: Core.Strapi,
  user: AccountUser,
  id: unknown,
  body: unknown,
  visitorLocale: Locale | null,
): Promise<PlanCheckout> {
  const account = hostedAccount(strapi);
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key');
  const idempotencyKey = idempotencyKeyOf(body);
  const row = await ownSubscription(strapi, user, id);
  if (row.subscription_status !== 'pending') return { status: row.subscription_status, url: null };
  if (await liveSubscriptionOf(strapi, user.id, row.id)) throw subscriptionExists();

  const locale = visitorLocale ?? localeOf(user.language);
  const stripe = await account.client();
  const name = (await planNames(strapi, [row.plan_legacy_id], DEFAULT_LOCALE)).get(row.plan_legacy_id) ?? '';
  const price = await planStripePrice(stripe, {
    legacyId: row.plan_legacy_id,
    name: name || `Plan ${row.plan_legacy_id}`,
    currency: row.currency,
    amountCents: toCents(amountOf(row)),
    months: row.payment_cycle_months,
  });
  const { webUrl } = strapi.config.get('accounts') as AccountsConfig;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      customer_email: user.email,
      locale: locale as Stripe.Checkout.SessionCreateParams.Locale,
      client_reference_id: row.documentId,
      metadata: { subscription: row.documentId },
      subscription_data: { metadata: { subscription: row.documentId } },
      success_url: localizedPageUrl(webUrl, locale, '/checkout/plan/welcome/', { paying: '1' }),
      cancel_url: localizedPageUrl(webUrl, locale, '/checkout/plan/payment/'),
    },
    { idempotencyKey: `plan-checkout:${row.documentId}:${idempotencyKey}` },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return { status: 'pending', url: session.url };
}

/** Stripe's billing portal for the account's subscription paid through Stripe: pay what is due, change the card. */
export async function billingPortal(
  strapi: Core.Strapi,
  user: AccountUser,
  id: unknown,
  visitorLocale: Locale | null,
): Promise<{ url: string }> {
  const account = hostedAccount(strapi);
  const row = await ownSubscription(strapi, user, id);
  if (!row.stripe_customer) {
    throw new ShopError(409, { error: 'This subscription is not paid through Stripe.', code: 'no_billing_portal' });
  }
  const locale = visitorLocale ?? localeOf(user.language);
  const { accountSiteUrl } = strapi.config.get('accounts') as AccountsConfig;
  const stripe = await account.client();
  const portal = await stripe.billingPortal.sessions.create({
    customer: row.stripe_customer,
    locale: locale as Stripe.BillingPortal.SessionCreateParams.Locale,
    return_url: localizedPageUrl(accountSiteUrl, locale, '/'),
  });
  return { url: portal.url };
}
