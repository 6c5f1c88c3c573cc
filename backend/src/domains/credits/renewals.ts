import type { Core } from '@strapi/strapi';
import { isCurrency, toCents } from '@shop/money';
import type { ShopConfig } from '../../env/settings';
import { accountsConfig } from '../account/gateway';
import { localeOf } from '../../locales';
import { localizedPageUrl } from '../../mail/account-links';
import { type Mail, pastDueMail, type RenewalContent, renewalNoticeMail } from '../../mail/compose';
import { sendMail } from '../../mail/send';
import { cardProvider, stripeAccount } from '../../payments';
import { isUniqueViolation, isWriteConflict } from '../../http/idempotency';
import { recordPayment } from '../shop/payment-attempts';
import { formatMoney } from '../shop/receipt';
import { planNames } from '../../persistence/localized-texts';
import {
  deleteRenewal,
  findRenewal,
  insertNotice,
  insertRenewal,
  retakeDeclinedRenewal,
  settleRenewalRecord,
} from '../../persistence/renewals';
import {
  activeRenewingBetween,
  amountOf,
  isLive,
  liveRenewingBy,
  markPastDueIfLive,
  moveToPeriod,
  reactivateIfLive,
  type SavedCard,
  type SubscriptionRow,
  type SubscriptionWithUser,
} from '../../persistence/subscriptions';
import { expireGrants, grantPeriod } from './ledger';
import { DAY_MS, noticeDue, periodEnd, periodGrant, renewalDue } from './rules';

/** A declined renewal is charged again at most once a day (runs in between leave it). */
const RETRY_AFTER_MS = DAY_MS;

/**
 * Claims a mail about a period with a unique record before sending it: at most one per kind, subscription and
 * period, however many processes run renewals. A mail that fails is logged, not retried.
 */
async function sendOnce(
  strapi: Core.Strapi,
  kind: 'notice' | 'past_due',
  subscription: SubscriptionWithUser,
  period: number,
  mail: (locale: ReturnType<typeof localeOf>, content: RenewalContent) => Mail,
  date: Date,
): Promise<boolean> {
  try {
    await insertNotice(strapi, {
      key: `${kind}:${subscription.id}:${period}`,
      subscription: subscription.id,
      period_index: period,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  const locale = localeOf(subscription.user.language);
  const plan = (await planNames(strapi, [subscription.plan_legacy_id], locale)).get(subscription.plan_legacy_id) ?? '';
  const currency = isCurrency(subscription.currency) ? subscription.currency : 'USD';
  try {
    await sendMail(
      strapi,
      subscription.user.email,
      mail(locale, {
        name: subscription.user.username,
        plan,
        date,
        amount: formatMoney(locale, { currency, amount: amountOf(subscription) }),
        last4: subscription.card_last4 ?? null,
        credits: subscription.credits + subscription.bonus,
        accountUrl: localizedPageUrl(accountsConfig(strapi).accountSiteUrl, locale, ''),
      }),
    );
  } catch (error) {
    strapi.log.error(`[renewals] a ${kind} mail could not be sent: ${(error as Error).message}`);
  }
  return true;
}

/**
 * Takes a declined renewal record back for one more charge by moving its attempt counter on with a conditional
 * update: the database lets one taker only. `anyTime`: the account pays now, whatever the retry delay.
 */
async function retakeDeclined(strapi: Core.Strapi, key: string, now: Date, anyTime: boolean): Promise<number | null> {
  const record = await findRenewal(strapi, key);
  if (record?.outcome !== 'declined') return null;
  if (!anyTime && new Date(record.retry_at ?? 0).getTime() > now.getTime()) return null;
  return (await retakeDeclinedRenewal(strapi, key, record.attempts)) ? record.attempts + 1 : null;
}

/**
 * Takes the charge of a subscription's next period for this run: the first run creates the period's renewal
 * record; a run a day later or more may retry a declined one. Returns the attempt number, or null when another
 * run (or the account's own payment) has it.
 */
async function claimRenewal(
  strapi: Core.Strapi,
  subscriptionId: number,
  period: number,
  now: Date,
): Promise<number | null> {
  const key = `${subscriptionId}:${period}`;
  try {
    await insertRenewal(strapi, { key, subscription: subscriptionId, period_index: period });
    return 1;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return retakeDeclined(strapi, key, now, false);
}

/** The mail that a period's payment failed (once per period), with the way to pay in the account. */
export const sendPastDueMail = (strapi: Core.Strapi, subscription: SubscriptionWithUser, period: number, now: Date) =>
  sendOnce(strapi, 'past_due', subscription, period, pastDueMail, now);

/**
 * The declined renewal of a past-due subscription's due period, taken for the account's payment with another card
 * (POST subscriptions/:id/pay): at once, no retry delay. Null when a renewal run is charging it or it is paid.
 */
export const claimPastDuePeriod = (strapi: Core.Strapi, subscription: SubscriptionRow, now: Date) =>
  retakeDeclined(strapi, `${subscription.id}:${subscription.period_index + 1}`, now, true);

/** Records the outcome of a period's charge on its renewal record; a declined one is retried a day later. */
export async function settleRenewal(strapi: Core.Strapi, subscription: SubscriptionRow, paid: boolean, now: Date) {
  await settleRenewalRecord(
    strapi,
    `${subscription.id}:${subscription.period_index + 1}`,
    paid ? 'paid' : 'declined',
    paid ? null : new Date(now.getTime() + RETRY_AFTER_MS),
    now,
  );
}

/**
 * A paid next period: the subscription moves on to it (active again, unless cancelled meanwhile: the status
 * changes only while it is live), with the card that paid it if new, and the period's credits are granted (once:
 * the grant's key). Returns the credits granted.
 */
export async function advancePeriod(
  strapi: Core.Strapi,
  subscription: SubscriptionRow,
  userId: number,
  now: Date,
  card: SavedCard | null = null,
): Promise<number> {
  const period = subscription.period_index + 1;
  const started = new Date(subscription.started_at ?? subscription.createdAt);
  const ends = periodEnd(started, subscription.payment_cycle_months, period);
  await moveToPeriod(strapi, subscription.id, period, ends, card, now);
  await reactivateIfLive(strapi, subscription.id, ends, now);
  return grantPeriod(strapi, { id: subscription.id, userId }, period, periodGrant(subscription, now), now);
}

/** Charges one due period with the saved card: paid → next period and its grant; declined → past due. */
async function renew(
  strapi: Core.Strapi,
  subscription: SubscriptionWithUser,
  now: Date,
): Promise<'renewed' | 'declined' | null> {
  const period = subscription.period_index + 1;
  const attempt = await claimRenewal(strapi, subscription.id, period, now);
  if (attempt === null) return null;
  const key = `${subscription.id}:${period}`;
  // Cancelled since this run listed it: no charge, and the claim goes (nothing happened in this period).
  if (!(await isLive(strapi, subscription.id))) {
    await deleteRenewal(strapi, key);
    return null;
  }
  const provider = cardProvider(strapi);
  const amount = amountOf(subscription);
  const idempotencyKey = `renewal:${subscription.id}:${period}:${attempt}`;
  const result = await provider.chargeToken({
    token: subscription.card_token ?? '',
    amountCents: toCents(amount),
    currency: subscription.currency,
    idempotencyKey,
    description: `Subscription ${subscription.documentId}, period ${period}`,
    offSession: true,
  });
  const paid = result.status === 'succeeded';
  await strapi.db.transaction(async () => {
    await recordPayment(strapi, {
      of: { subscription: subscription.id },
      idempotencyKey,
      fingerprint: null,
      provider: provider.name,
      result,
      currency: subscription.currency,
      amount,
    });
    await settleRenewal(strapi, subscription, paid, now);
    if (paid) {
      await advancePeriod(strapi, subscription, subscription.user.id, now);
      return;
    }
    // A cancellation that came in during the charge stays: the status changes only while the subscription is live.
    await markPastDueIfLive(strapi, subscription.id, now);
  });
  if (paid) return 'renewed';
  await sendPastDueMail(strapi, subscription, period, now);
  return 'declined';
}

/**
 * One renewal run at `now` (Strapi's cron, or the internal route with an injected clock): (1) notices of renewals
 * due within RENEWAL_NOTICE_DAYS, (2) charges of due active and past-due subscriptions, (3) expiry entries. Safe to
 * run in several processes at once: every step is claimed by a unique record first.
 */
export async function runRenewals(strapi: Core.Strapi, now: Date) {
  const { renewalNoticeDays } = strapi.config.get('shop') as ShopConfig;
  const counts = { notified: 0, renewed: 0, declined: 0, expired: 0 };

  const upcoming = await activeRenewingBetween(strapi, now, new Date(now.getTime() + renewalNoticeDays * DAY_MS));
  for (const subscription of upcoming) {
    const renewsAt = new Date(subscription.next_renewal_at as string);
    if (!subscription.user || !noticeDue(renewsAt, now, renewalNoticeDays)) continue;
    const period = subscription.period_index + 1;
    if (await sendOnce(strapi, 'notice', subscription, period, renewalNoticeMail, renewsAt)) counts.notified += 1;
  }

  // Stripe charges its subscriptions itself; the shop charges only cards the built-in test provider saved.
  const due = stripeAccount(strapi) ? [] : await liveRenewingBy(strapi, now);
  for (const subscription of due) {
    const renewsAt = subscription.next_renewal_at === null ? null : new Date(subscription.next_renewal_at);
    if (!subscription.user || !subscription.card_token || !renewalDue(renewsAt, now)) continue;
    const outcome = await renew(strapi, subscription, now);
    if (outcome) counts[outcome] += 1;
  }

  counts.expired = await expireGrants(strapi, now, isWriteConflict);
  return counts;
}

/** Strapi's cron task: a run every 10 minutes, whose failure is logged (the next run tries again). */
export const renewalsCronTask = {
  async task({ strapi }: { strapi: Core.Strapi }) {
    try {
      const counts = await runRenewals(strapi, new Date());
      if (Object.values(counts).some((count) => count > 0)) strapi.log.info(`[renewals] ${JSON.stringify(counts)}`);
    } catch (error) {
      strapi.log.error(`[renewals] run failed: ${(error as Error).message}`);
    }
  },
  options: { rule: '*/10 * * * *' },
};
