import type { Money } from '@shop/money';
import type { Download, PaymentFlow } from './order';

export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An account's subscription to one plan, with the price and credits it was created with. */
export interface Subscription {
  /** The shop's documentId. */
  id: string;
  status: SubscriptionStatus;
  planLegacyId: number;
  /** In the account's language. */
  planName: string;
  /** In the currency it was first charged in. */
  price: Money;
  credits: number;
  bonus: number;
  paymentCycleMonths: number;
  creditsExpirationDays: number;
  currentPeriodEnd: Date | null;
  nextRenewalAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  cardLast4: string | null;
  /** Null where the shop does not say. */
  paymentFlow: PaymentFlow | null;
  /** Paid through the payment provider, whose billing portal pays what is due and changes the card. */
  billingPortal: boolean;
}

/** Where the browser goes to pay a PENDING subscription's first period; no url once it needs none. */
export type PlanCheckout =
  | { status: 'PENDING'; url: string }
  | { status: Exclude<SubscriptionStatus, 'PENDING'>; url: null };

/** Paid (granted: credits given by this payment), or declined with the provider's message: the subscription stays PENDING. */
export interface SubscriptionPayment {
  subscription: Subscription;
  declined: boolean;
  message: string | null;
  granted: number;
}

/**
 * The subscription the account lives with: the newest that is not PENDING (a pending one is only a checkout not
 * yet paid). `subscriptions` newest first, as the shop lists them.
 */
export function currentSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  return subscriptions.find((subscription) => subscription.status !== 'PENDING') ?? null;
}

export const CREDIT_ENTRY_KINDS = ['GRANT', 'SPEND', 'EXPIRE', 'REFUND'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One line of the append-only ledger: grants are positive, spends and expiries negative. */
interface CreditEntry {
  id: string;
  kind: CreditEntryKind;
  amount: number;
  createdAt: Date;
  expiresAt: Date | null;
  diagramId: number | null;
  title: string | null;
}

export interface Credits {
  balance: number;
  /** The units that expire first, and when. */
  nextExpiry: { amount: number; expiresAt: Date } | null;
  /** Newest first. */
  entries: CreditEntry[];
}

/** What a diagram page needs: the balance, and whether the account has the diagram (by purchase or credits). */
export interface CreditStatus {
  balance: number;
  obtained: boolean;
}

export const LIBRARY_SOURCES = ['PURCHASE', 'CREDITS'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

/** A diagram the account has obtained, by a paid order or by credits, with a fresh link to its file. */
export interface LibraryItem {
  diagramId: number;
  title: string;
  obtainedAt: Date;
  source: LibrarySource;
  orderKey: string | null;
  download: Download;
}

/** A spend: what it cost (0 for a diagram already obtained), the balance after it and the file's link. */
export interface CreditSpend {
  charged: number;
  balance: number;
  download: Download;
}
