import type { Core } from '@strapi/strapi';
import { BASE_CURRENCY, type Currency, isCurrency, toCents } from '@shop/money';
import type { AccountUser } from '../account/bearer';
import { type Locale, localeOf } from '../../locales';
import { cardProvider, paymentFlow, stripeAccount } from '../../payments';
import { normalizeCard, validateCard } from '../shop/card';
import { ShopError, badRequest } from '../../http/errors';
import {
  idempotencyKeyOf,
  isUniqueViolation,
  isWriteConflict,
  keyReused,
  requestFingerprint,
} from '../../http/idempotency';
import { type Declined, declined, invalidCard, recordPayment, runPayment } from '../shop/payment-attempts';
import { findPayment } from '../../persistence/payments';
import { isDocumentId, isObject, isoOrNull as iso } from '../../http/request-values';
import { planNames } from '../../persistence/localized-texts';
import { SUBSCRIPTION } from '../../persistence/models';
import {
  activateFirstPeriod,
  amountOf,
  cancelPendingSubscriptionsOf,
  cancelSubscriptionRow,
  findOwnSubscription,
  findSubscription,
  insertSubscription,
  latestSubscriptionsOf,
  liveSubscriptionOf,
  setLiveKey,
  type SubscriptionRow,
} from '../../persistence/subscriptions';
import { grantPeriod } from './ledger';
import { planPrice, subscribablePlan } from './plans';
import { advancePeriod, claimPastDuePeriod, settleRenewal } from './renewals';
import { periodEnd, periodGrant } from './rules';

/** The subscription as the API returns it; the plan is named in `locale`. */
function subscriptionView(row: SubscriptionRow, planName: string, paymentFlow: 'card' | 'hosted') {
  return {
    id: row.documentId,
    status: row.subscription_status,
    plan: { legacy_id: row.plan_legacy_id, name: planName },
    currency: row.currency,
    amount: amountOf(row),
    credits: row.credits,
    bonus: row.bonus,
    payment_cycle_months: row.payment_cycle_months,
    credits_expiration_days: row.credits_expiration_days,
    current_period_end: iso(row.current_period_end),
    next_renewal_at: iso(row.next_renewal_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: iso(row.createdAt) as string,
    card_last4: row.card_last4 ?? null,
    /** How it is paid: `card` on the shop's form (test provider), `hosted` on Stripe's page. */
    payment_flow: paymentFlow,
    /** Stripe's billing portal serves it (pay what is due, change the card): paid through Stripe. */
    billing_portal: Boolean(row.stripe_customer),
  };
}

export type SubscriptionView = ReturnType<typeof subscriptionView>;

/** Views of rows, their plans named in the account's language. */
export async function subscriptionViews(strapi: Core.Strapi, rows: SubscriptionRow[], locale: Locale) {
  const names = await planNames(
    strapi,
    rows.map((row) => row.plan_legacy_id),
    locale,
  );
  const flow = paymentFlow(strapi);
  return rows.map((row) => subscriptionView(row, names.get(row.plan_legacy_id) ?? '', flow));
}

const viewFor = async (strapi: Core.Strapi, user: AccountUser, row: SubscriptionRow) =>
  (await subscriptionViews(strapi, [row], localeOf(user.language)))[0];

const MAX_LISTED = 100;
/** Attempts of a payment whose transaction met another process's write (SQLite's busy lock). */
const MAX_ATTEMPTS = 10;

const notFound = () => new ShopError(404, { error: 'No such subscription.', code: 'not_found' });

/** The account's subscription of a documentId; anyone else's (or none) is 404. */
export async function ownSubscription(strapi: Core.Strapi, user: AccountUser, id: unknown): Promise<SubscriptionRow> {
  const row = isDocumentId(id) ? await findOwnSubscription(strapi, user.id, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function getSubscription(strapi: Core.Strapi, user: AccountUser, id: unknown) {
  return viewFor(strapi, user, await ownSubscription(strapi, user, id));
}

/** The account's subscriptions, newest first. */
export async function listSubscriptions(strapi: Core.Strapi, user: AccountUser) {
  const rows = await latestSubscriptionsOf(strapi, user.id, MAX_LISTED);
  return { subscriptions: await subscriptionViews(strapi, rows, localeOf(user.language)) };
}

export const subscriptionExists = () =>
  new ShopError(409, { error: 'This account already has a subscription.', code: 'subscription_exists' });

function parseCurrency(value: unknown): Currency {
  if (value === undefined || value === null) return BASE_CURRENCY;
  const currency = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isCurrency(currency)) {
    throw new ShopError(400, { error: `Unknown currency ${String(value).slice(0, 16)}`, code: 'invalid_currency' });
  }
  return currency;
}

/**
 * Subscribes the account to a visible plan, pending until its first payment, at the plan's price in the request's
 * currency (else USD) and with the plan's credits as they are now. One live (active or past due) subscription per
 * account; a pending one is replaced. The same idempotency key with the same request answers the subscription it
 * created (`created: false`); with another request it is refused (409).
 */
export async function createSubscription(
  strapi: Core.Strapi,
  user: AccountUser,
  body: unknown,
): Promise<{ subscription: SubscriptionView; created: boolean }> {
  if (!isObject(body)) throw badRequest('Expected an object with plan_id, currency and idempotency_key');
  const idempotencyKey = idempotencyKeyOf(body);
  const currency = parseCurrency(body.currency);
  const plan = await subscribablePlan(strapi, body.plan_id);
  const fingerprint = requestFingerprint(strapi, ['subscription', user.id, plan.legacy_id, currency]);

  const replay = async () => {
    const existing = await findSubscription(strapi, { idempotency_key: idempotencyKey });
    if (!existing) return null;
    if (existing.request_fingerprint !== fingerprint) throw keyReused();
    return { subscription: await viewFor(strapi, user, existing), created: false };
  };
  const previous = await replay();
  if (previous) return previous;

  if (await liveSubscriptionOf(strapi, user.id)) throw subscriptionExists();
  const price = planPrice(plan, currency);
  const now = new Date();
  try {
    const created = await strapi.db.transaction(async () => {
      await cancelPendingSubscriptionsOf(strapi, user.id, now);
      return insertSubscription(
        strapi,
        {
          user: user.id,
          plan_legacy_id: plan.legacy_id,
          currency: price.currency,
          amount: price.amount,
          credits: plan.credits ?? 0,
          bonus: plan.bonus ?? 0,
          payment_cycle_months: plan.payment_cycle_months,
          credits_expiration_days: plan.credits_expiration_days,
          idempotency_key: idempotencyKey,
          request_fingerprint: fingerprint,
        },
        now,
      );
    });
    return { subscription: await viewFor(strapi, user, created), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await replay();
    if (!winner) throw error;
    return winner;
  }
}

const renewalInProgress = () =>
  new ShopError(409, {
    error: 'A renewal of this subscription is being charged; try again in a minute.',
    code: 'renewal_in_progress',
  });

export type SubscriptionPayResult =
  | { status: 200; body: { subscription: SubscriptionView; granted: number } }
  | Declined;

/**
 * Claims the account's one live subscription for a pending one, in its payment's transaction and before the
 * charge: `live_key` is unique, so of two pending subscriptions paid at once (in any processes) the second waits
 * for the first and is refused (409) without a charge. A declined payment gives the claim back.
 */
async function claimLive(strapi: Core.Strapi, user: AccountUser, row: SubscriptionRow, live: boolean): Promise<void> {
  try {
    await setLiveKey(strapi, row.id, live ? String(user.id) : null);
  } catch (error) {
    throw isUniqueViolation(error) ? subscriptionExists() : error;
  }
}

/**
 * Pays a subscription with a card the provider saves (only its token and last four digits are kept, for
 * renewals). Pending: its first period; it becomes active and the first grant is written. Past due: the period
 * whose renewal was declined, with this card, which replaces the saved one; active again and that period's grant
 * (once, even racing a renewal run: the period's renewal record is taken first). Replays and concurrency as for
 * orders (runPayment). An active one answers granted 0 without a charge.
 */
export async function paySubscription(
  strapi: Core.Strapi,
  user: AccountUser,
  id: unknown,
  body: unknown,
): Promise<SubscriptionPayResult> {
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key and card');
  const idempotencyKey = idempotencyKeyOf(body);
  const card = normalizeCard(body.card);
  const subscription = await ownSubscription(strapi, user, id);
  const fingerprint = requestFingerprint(strapi, [
    'subscription payment',
    subscription.documentId,
    card.number,
    card.exp_month,
    card.exp_year,
    card.name,
  ]);
  const current = async () => (await findSubscription(strapi, { id: subscription.id })) as SubscriptionRow;
  const answer = async (granted: number): Promise<SubscriptionPayResult> => ({
    status: 200,
    body: { subscription: await viewFor(strapi, user, await current()), granted },
  });
  const replay = async () => {
    const payment = await findPayment(strapi, idempotencyKey);
    if (!payment) return null;
    if (payment.request_fingerprint !== fingerprint) throw keyReused();
    return payment.payment_status === 'DECLINED' ? declined(payment.message) : answer(0);
  };

  /** Saves the card and charges it for one period of the subscription; the attempt is recorded either way. */
  const charge = async (row: SubscriptionRow, period: number, now: Date) => {
    const provider = cardProvider(strapi);
    const saved = await provider.saveCard(validateCard(card, now));
    if (saved.status === 'invalid') throw invalidCard(saved.message);
    const amount = amountOf(row);
    const result = await provider.chargeToken({
      token: saved.token,
      amountCents: toCents(amount),
      currency: row.currency,
      idempotencyKey,
      description: `Subscription ${row.documentId}, period ${period}`,
      offSession: false,
    });
    const attempt = { idempotencyKey, fingerprint, provider: provider.name, currency: row.currency, amount };
    await recordPayment(strapi, { ...attempt, of: { subscription: row.id }, result });
    return result.status === 'declined'
      ? { paid: false as const, message: result.message }
      : { paid: true as const, card: { card_token: saved.token, card_last4: saved.last4 } };
  };

  const payPastDue = async (row: SubscriptionRow): Promise<SubscriptionPayResult> => {
    const now = new Date();
    // A renewal run is charging this very period: charging it here too could take it twice.
    if ((await claimPastDuePeriod(strapi, row, now)) === null) throw renewalInProgress();
    const outcome = await charge(row, row.period_index + 1, now);
    await settleRenewal(strapi, row, outcome.paid, now);
    if (!outcome.paid) return declined(outcome.message);
    return answer(await advancePeriod(strapi, row, user.id, now, outcome.card));
  };

  const payFirst = async (row: SubscriptionRow): Promise<SubscriptionPayResult> => {
    // Subscriptions from before the live key: the account's live one still refuses a second.
    if (await liveSubscriptionOf(strapi, user.id, row.id)) throw subscriptionExists();
    await claimLive(strapi, user, row, true);
    const now = new Date();
    const outcome = await charge(row, 1, now);
    if (!outcome.paid) {
      await claimLive(strapi, user, row, false);
      return declined(outcome.message);
    }
    const periodEndsAt = periodEnd(now, row.payment_cycle_months, 1);
    await activateFirstPeriod(strapi, row.id, outcome.card, periodEndsAt, now);
    return answer(await grantPeriod(strapi, { id: row.id, userId: user.id }, 1, periodGrant(row, now), now));
  };

  const lock = { uid: SUBSCRIPTION, where: { id: subscription.id }, name: `subscription:${subscription.id}` };
  const pay = async () => {
    const row = await current();
    if (row.subscription_status === 'cancelled') {
      throw new ShopError(409, { error: 'This subscription is cancelled.', code: 'subscription_not_payable' });
    }
    if (row.subscription_status === 'past_due') return payPastDue(row);
    return row.subscription_status === 'pending' ? payFirst(row) : answer(0);
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runPayment(strapi, lock, replay, pay);
    } catch (error) {
      // SQLite: a transaction that read, then met another process's write (the live claim), starts again.
      if (isUniqueViolation(error) || !isWriteConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}

/** Cancels a subscription: no more renewals, its credits stay until they expire. Cancelling twice changes nothing. */
export async function cancelSubscription(strapi: Core.Strapi, user: AccountUser, id: unknown) {
  const row = await ownSubscription(strapi, user, id);
  if (row.subscription_status === 'cancelled') return viewFor(strapi, user, row);
  // Paid through Stripe: Stripe stops charging at the end of the period it was paid for.
  const account = stripeAccount(strapi);
  if (account && row.stripe_subscription) {
    await (await account.client()).subscriptions.update(row.stripe_subscription, { cancel_at_period_end: true });
  }
  const now = new Date();
  return viewFor(strapi, user, await cancelSubscriptionRow(strapi, row.id, now));
}
