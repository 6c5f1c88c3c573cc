import type { Core } from '@strapi/strapi';
import { type Currency, formatCents, toCents } from '@shop/money';
import { newRowFields } from './document-id';
import { SUBSCRIPTION } from './models';

type SubscriptionStatus = 'pending' | 'active' | 'past_due' | 'cancelled';

/** A subscription row; `subscription_status` is stored in the column `status` (see OrderRow for why). */
export interface SubscriptionRow {
  id: number;
  documentId: string;
  subscription_status: SubscriptionStatus;
  plan_legacy_id: number;
  currency: Currency;
  amount: number | string;
  credits: number;
  bonus: number;
  payment_cycle_months: number;
  credits_expiration_days: number;
  period_index: number;
  started_at: string | null;
  current_period_end: string | null;
  next_renewal_at: string | null;
  cancelled_at: string | null;
  card_token: string | null;
  card_last4: string | null;
  /** Stripe's subscription (sub_…) and customer (cus_…) when paid through Stripe Checkout. */
  stripe_subscription: string | null;
  stripe_customer: string | null;
  /** The user id while active or past due, else null: unique, so an account has one live subscription at most. */
  live_key: string | null;
  request_fingerprint: string | null;
  createdAt: string;
  user?: { id: number; email: string; username: string; language: string | null } | null;
}

export const amountOf = (row: Pick<SubscriptionRow, 'amount'>) => formatCents(toCents(row.amount));

/** A subscription with its account's contact details, for its renewal mails. */
export type SubscriptionWithUser = SubscriptionRow & { user: NonNullable<SubscriptionRow['user']> };

/** Active or past due: renewed, and holding the account's one live place. */
const LIVE = { subscription_status: { $in: ['active', 'past_due'] } };
const withUser = { user: { select: ['id', 'email', 'username', 'language'] } };
const ofUser = (userId: number) => ({ user: { id: userId } });

/** A subscription by id, or by the idempotency key that created it. */
export const findSubscription = async (strapi: Core.Strapi, by: { id: number } | { idempotency_key: string }) =>
  (await strapi.db.query(SUBSCRIPTION).findOne({ where: by })) as SubscriptionRow | null;

/** A subscription, with its account, by documentId (its reference with Stripe) or by Stripe's subscription id. */
export const findSubscriptionWithUser = async (
  strapi: Core.Strapi,
  by: { documentId: string } | { stripe_subscription: string },
) => (await strapi.db.query(SUBSCRIPTION).findOne({ where: by, populate: withUser })) as SubscriptionWithUser | null;

/** Records which Stripe subscription and customer pay a subscription. */
export async function linkStripeSubscription(
  strapi: Core.Strapi,
  id: number,
  stripe: Pick<SubscriptionRow, 'stripe_subscription' | 'stripe_customer'>,
  now: Date,
): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).update({ where: { id }, data: { ...stripe, updatedAt: now } });
}

/** The account's subscription of a documentId; null for anyone else's. */
export const findOwnSubscription = async (strapi: Core.Strapi, userId: number, documentId: string) =>
  (await strapi.db.query(SUBSCRIPTION).findOne({ where: { documentId, ...ofUser(userId) } })) as SubscriptionRow | null;

/** The account's latest subscriptions, newest first. */
export const latestSubscriptionsOf = async (strapi: Core.Strapi, userId: number, limit: number) =>
  (await strapi.db.query(SUBSCRIPTION).findMany({
    where: ofUser(userId),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit,
  })) as SubscriptionRow[];

/** The id of the account's live subscription (other than `except`), if any: there is at most one. */
export const liveSubscriptionOf = async (strapi: Core.Strapi, userId: number, except?: number) =>
  (await strapi.db.query(SUBSCRIPTION).findOne({
    where: {
      ...ofUser(userId),
      ...LIVE,
      ...(except === undefined ? {} : { id: { $ne: except } }),
    },
    select: ['id'],
  })) as { id: number } | null;

/**
 * Cancels the account's pending subscriptions. Found first, then updated: updateMany cannot filter through the
 * user relation.
 */
export async function cancelPendingSubscriptionsOf(strapi: Core.Strapi, userId: number, now: Date): Promise<void> {
  const pending = (await strapi.db.query(SUBSCRIPTION).findMany({
    where: { ...ofUser(userId), subscription_status: 'pending' },
    select: ['id'],
  })) as { id: number }[];
  await strapi.db.query(SUBSCRIPTION).updateMany({
    where: { id: { $in: pending.map((row) => row.id) } },
    data: { subscription_status: 'cancelled', cancelled_at: now, live_key: null, updatedAt: now },
  });
}

/** What a new subscription is made of: its plan's terms as they are now. */
export interface NewSubscription {
  user: number;
  plan_legacy_id: number;
  currency: Currency;
  amount: string;
  credits: number;
  bonus: number;
  payment_cycle_months: number | null;
  credits_expiration_days: number | null;
  idempotency_key: string;
  request_fingerprint: string;
}

/** Inserts a subscription pending its first payment; a duplicate idempotency key throws. */
export async function insertSubscription(
  strapi: Core.Strapi,
  subscription: NewSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  return (await strapi.db.query(SUBSCRIPTION).create({
    data: {
      ...subscription,
      subscription_status: 'pending',
      period_index: 0,
      ...newRowFields(now),
    },
  })) as SubscriptionRow;
}

/** Sets or clears the account's one live place (`live_key` is unique: a second live subscription throws). */
export async function setLiveKey(strapi: Core.Strapi, id: number, liveKey: string | null): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).update({ where: { id }, data: { live_key: liveKey } });
}

/** The card saved with the provider for renewals: its token and last four digits only. */
export type SavedCard = Pick<SubscriptionRow, 'card_token' | 'card_last4'>;

/** A paid first period: the subscription is active from `now` with the card that paid, until `periodEndsAt`. */
export async function activateFirstPeriod(
  strapi: Core.Strapi,
  id: number,
  card: SavedCard,
  periodEndsAt: Date,
  now: Date,
): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).update({
    where: { id },
    data: {
      subscription_status: 'active',
      ...card,
      period_index: 1,
      started_at: now,
      current_period_end: periodEndsAt,
      next_renewal_at: periodEndsAt,
      updatedAt: now,
    },
  });
}

/** Cancels a subscription: no more renewals, and its live place is freed. Returns the updated row. */
export const cancelSubscriptionRow = async (strapi: Core.Strapi, id: number, now: Date) =>
  (await strapi.db.query(SUBSCRIPTION).update({
    where: { id },
    data: {
      subscription_status: 'cancelled',
      cancelled_at: now,
      next_renewal_at: null,
      live_key: null,
      updatedAt: now,
    },
  })) as SubscriptionRow;

/** Moves a subscription on to a paid period ending at `endsAt`, with the card that paid it if new. */
export async function moveToPeriod(
  strapi: Core.Strapi,
  id: number,
  period: number,
  endsAt: Date,
  card: SavedCard | null,
  now: Date,
): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).update({
    where: { id },
    data: { period_index: period, current_period_end: endsAt, ...card, updatedAt: now },
  });
}

/** Active again, renewed at `renewsAt`, unless cancelled meanwhile: the status changes only while it is live. */
export async function reactivateIfLive(strapi: Core.Strapi, id: number, renewsAt: Date, now: Date): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).updateMany({
    where: { id, ...LIVE },
    data: { subscription_status: 'active', next_renewal_at: renewsAt, updatedAt: now },
  });
}

/** Past due after a declined renewal, unless cancelled meanwhile (the status changes only while it is live). */
export async function markPastDueIfLive(strapi: Core.Strapi, id: number, now: Date): Promise<void> {
  await strapi.db.query(SUBSCRIPTION).updateMany({
    where: { id, ...LIVE },
    data: { subscription_status: 'past_due', updatedAt: now },
  });
}

/** Whether a subscription is still live (active or past due). */
export const isLive = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(SUBSCRIPTION).findOne({ where: { id, ...LIVE }, select: ['id'] })) !== null;

/** Active subscriptions renewing after `after` and at `until` at the latest, with their accounts. */
export const activeRenewingBetween = async (strapi: Core.Strapi, after: Date, until: Date) =>
  (await strapi.db.query(SUBSCRIPTION).findMany({
    where: { subscription_status: 'active', next_renewal_at: { $gt: after, $lte: until } },
    populate: withUser,
  })) as SubscriptionWithUser[];

/** Live subscriptions whose renewal is due at `now`, with their accounts. */
export const liveRenewingBy = async (strapi: Core.Strapi, now: Date) =>
  (await strapi.db.query(SUBSCRIPTION).findMany({
    where: { ...LIVE, next_renewal_at: { $lte: now } },
    populate: withUser,
  })) as SubscriptionWithUser[];
