import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { toCents } from '@shop/money';
import { isUniqueViolation } from '../../http/idempotency';
import { stripeId } from '../../payments/stripe/ids';
import { SUBSCRIPTION } from '../../persistence/models';
import { findPayment, subscriptionPeriodPaidBy } from '../../persistence/payments';
import {
  activateFirstPeriod,
  amountOf,
  cancelSubscriptionRow,
  findSubscriptionWithUser,
  linkStripeSubscription,
  markPastDueIfLive,
  setLiveKey,
  type SubscriptionWithUser,
} from '../../persistence/subscriptions';
import { recordPayment, runPayment } from '../shop/payment-attempts';
import { grantPeriod, revokePeriodGrant } from './ledger';
import { advancePeriod, sendPastDueMail } from './renewals';
import { periodEnd, periodGrant } from './rules';

/*
 * A plan paid through Stripe (issue 31): Stripe charges each period itself and tells the shop by signed webhooks.
 * A subscription is found by the documentId its Stripe subscription carries in its metadata (set at checkout), so
 * an invoice that arrives before the checkout's own event still finds it.
 */

async function subscriptionOf(
  strapi: Core.Strapi,
  documentId: string | null | undefined,
  stripeSubscription: string | null,
): Promise<SubscriptionWithUser | null> {
  const row =
    (documentId ? await findSubscriptionWithUser(strapi, { documentId }) : null) ??
    (stripeSubscription ? await findSubscriptionWithUser(strapi, { stripe_subscription: stripeSubscription }) : null);
  if (!row) strapi.log.error(`[stripe] no subscription for ${documentId ?? stripeSubscription}`);
  return row;
}

/** Ties the shop's subscription to Stripe's subscription and customer, the first time either event says them. */
async function link(
  strapi: Core.Strapi,
  row: SubscriptionWithUser,
  stripeSubscription: string,
  customer: string | null,
) {
  if (row.stripe_subscription === stripeSubscription) return;
  await linkStripeSubscription(
    strapi,
    row.id,
    { stripe_subscription: stripeSubscription, stripe_customer: customer },
    new Date(),
  );
}

/** A subscription's checkout completed: the shop's subscription learns its Stripe ids (its invoice activates it). */
export async function settlePlanCheckout(strapi: Core.Strapi, stripe: Stripe, sessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const stripeSubscription = stripeId(session.subscription);
  if (session.mode !== 'subscription' || session.status !== 'complete' || !stripeSubscription) return;
  const row = await subscriptionOf(strapi, session.client_reference_id, stripeSubscription);
  if (row) await link(strapi, row, stripeSubscription, stripeId(session.customer));
}

/** The payment an invoice was paid with (Stripe's invoice payments), for a refund to find its period later. */
async function paymentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string> {
  const { data } = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  return stripeId(data[0]?.payment.payment_intent) ?? invoiceId;
}

/**
 * A paid invoice grants its period's credits, once per invoice (its payment row, `stripe:<invoice>`, is unique):
 * the first one activates the subscription (taking the account's one live place), a later one (a renewal, or the
 * past-due period paid in the billing portal) moves it on to the next period. An amount other than the
 * subscription's is logged and grants nothing.
 */
export async function planInvoicePaid(strapi: Core.Strapi, stripe: Stripe, invoice: Stripe.Invoice): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const stripeSubscription = stripeId(details?.subscription);
  if (!stripeSubscription) return;
  const found = await subscriptionOf(strapi, details?.metadata?.subscription, stripeSubscription);
  if (!found) return;
  await link(strapi, found, stripeSubscription, stripeId(invoice.customer));
  if (invoice.amount_paid !== toCents(amountOf(found)) || invoice.currency !== found.currency.toLowerCase()) {
    strapi.log.error(
      `[stripe] invoice ${invoice.id} paid ${invoice.amount_paid} ${invoice.currency} for subscription ` +
        `${found.documentId}, which costs ${amountOf(found)} ${found.currency}: no credits granted`,
    );
    return;
  }
  const idempotencyKey = `stripe:${invoice.id}`;
  const reference = await paymentOfInvoice(stripe, invoice.id);
  const lock = { uid: SUBSCRIPTION, where: { id: found.id }, name: `subscription:${found.id}` };
  await runPayment(
    strapi,
    lock,
    async () => ((await findPayment(strapi, idempotencyKey)) ? true : null),
    async () => {
      const row = (await findSubscriptionWithUser(strapi, { documentId: found.documentId })) as SubscriptionWithUser;
      if (row.subscription_status === 'cancelled') {
        strapi.log.error(`[stripe] invoice ${invoice.id} paid for cancelled subscription ${row.documentId}`);
        return true;
      }
      const now = new Date();
      const period = row.subscription_status === 'pending' ? 1 : row.period_index + 1;
      await recordPayment(strapi, {
        idempotencyKey,
        fingerprint: null,
        provider: 'stripe',
        currency: row.currency,
        amount: amountOf(row),
        of: { subscription: row.id },
        result: { status: 'succeeded', reference },
        period,
      });
      if (period > 1) {
        await advancePeriod(strapi, row, row.user.id, now);
        return true;
      }
      try {
        await setLiveKey(strapi, row.id, String(row.user.id));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        strapi.log.error(`[stripe] subscription ${row.documentId} paid while its account has another live one`);
        return true;
      }
      const noCard = { card_token: null, card_last4: null };
      await activateFirstPeriod(strapi, row.id, noCard, periodEnd(now, row.payment_cycle_months, 1), now);
      await grantPeriod(strapi, { id: row.id, userId: row.user.id }, 1, periodGrant(row, now), now);
      return true;
    },
  );
}

/** A renewal's payment failed: the subscription is past due and the account is told (once per period). */
export async function planInvoiceFailed(strapi: Core.Strapi, invoice: Stripe.Invoice): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const row = await subscriptionOf(strapi, details?.metadata?.subscription, stripeId(details?.subscription));
  if (!row || row.subscription_status !== 'active') return;
  const now = new Date();
  await markPastDueIfLive(strapi, row.id, now);
  await sendPastDueMail(strapi, row, row.period_index + 1, now);
}

/** Stripe ended the subscription (cancelled at the end of its period, or in the dashboard): so does the shop. */
export async function planSubscriptionEnded(strapi: Core.Strapi, subscription: Stripe.Subscription): Promise<void> {
  const row = await subscriptionOf(strapi, subscription.metadata?.subscription, subscription.id);
  if (row && row.subscription_status !== 'cancelled') await cancelSubscriptionRow(strapi, row.id, new Date());
}

/**
 * A plan's payment refunded in full (from Stripe's dashboard): the credits its period granted and nobody spent yet
 * are taken back through the ledger; spent ones stay spent.
 */
export async function refundPlanCharge(strapi: Core.Strapi, charge: Stripe.Charge): Promise<void> {
  const paymentIntent = stripeId(charge.payment_intent);
  const paid = charge.refunded && paymentIntent ? await subscriptionPeriodPaidBy(strapi, paymentIntent) : null;
  if (!paid) return;
  try {
    await revokePeriodGrant(strapi, paid.subscriptionId, paid.period, new Date());
  } catch (error) {
    // A second delivery of the same refund, at the same time: the first took the credits back.
    if (!isUniqueViolation(error)) throw error;
  }
}
