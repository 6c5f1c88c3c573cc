import { type Currency, formatCents, toCents } from '@shop/money';

/** The subscription content type as the credit modules read it (subscriptions, renewals, account data). */
export const SUBSCRIPTION = 'api::subscription.subscription';

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
  /** The user id while active or past due, else null: unique, so an account has one live subscription at most. */
  live_key: string | null;
  request_fingerprint: string | null;
  createdAt: string;
  user?: { id: number; email: string; username: string; language: string | null } | null;
}

export const amountOf = (row: Pick<SubscriptionRow, 'amount'>) => formatCents(toCents(row.amount));
