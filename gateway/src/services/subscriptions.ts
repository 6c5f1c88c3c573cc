import type { Currency } from '@shop/money';
import { NotFoundError } from '../domain/errors';
import { checkIdempotencyKey, isDocumentId } from '../domain/keys';
import type { Card } from '../domain/order';
import { planIdForShop } from '../domain/plan';
import { type BoundAllowances, limitedAttempt } from './limited-attempt';
import type { Locale } from '../domain/locales';
import {
  type PlanCheckout,
  type Subscription,
  type SubscriptionPayment,
  currentSubscription,
} from '../domain/subscription';
import type { ShopClient } from '../upstreams/shop/client';
import {
  cancelSubscription,
  createSubscription,
  fetchSubscription,
  listSubscriptions,
  openBillingPortal,
  paySubscription,
  startPlanCheckout,
} from '../upstreams/shop/subscriptions';
import { requireBearer } from './account';

export interface SubscriptionsOptions {
  /** Carries the request's bearer: every subscription is the account's. */
  shop: ShopClient;
  /** The request's bearer token: undefined, a JWT, or MALFORMED. */
  bearer: string | undefined;
  /** The request's currency (spec §9): a new subscription is priced and charged in it for good. */
  currency: Currency;
  limits: BoundAllowances;
}

/**
 * The bearer's plan subscriptions for one GraphQL request. Prices and credits come from the plan on the shop's
 * side, never from the client. Ids are checked by shape first: a forged one costs no shop call.
 */
export class Subscriptions {
  constructor(private readonly options: SubscriptionsOptions) {}

  /** The bearer's subscription with this id; null when unknown, malformed or someone else's. */
  async subscription(id: string): Promise<Subscription | null> {
    requireBearer(this.options.bearer);
    if (!isDocumentId(id)) return null;
    return fetchSubscription(this.options.shop, id);
  }

  /** The newest subscription past its checkout (not PENDING); null when none. */
  async current(): Promise<Subscription | null> {
    requireBearer(this.options.bearer);
    return currentSubscription(await listSubscriptions(this.options.shop));
  }

  /** A PENDING subscription to a visible plan, in the request's currency; it counts as an order attempt. */
  async subscribe(planId: string, rawIdempotencyKey: string): Promise<Subscription> {
    const { shop, bearer, currency, limits } = this.options;
    requireBearer(bearer);
    const idempotencyKey = checkIdempotencyKey(rawIdempotencyKey);
    const shopPlanId = planIdForShop(planId);
    if (shopPlanId === null) throw new NotFoundError('Unknown plan', 'UNKNOWN_PLAN');
    return limitedAttempt(limits, 'order', () =>
      createSubscription(shop, { planId: shopPlanId, currency, idempotencyKey }),
    );
  }

  /**
   * Pays the first period by card, or the declined period of a PAST_DUE subscription; declined is an answer (the
   * subscription stays PENDING or PAST_DUE), not an error.
   */
  async pay(id: string, rawIdempotencyKey: string, card: Card): Promise<SubscriptionPayment> {
    const { shop, bearer, limits } = this.options;
    requireBearer(bearer);
    const idempotencyKey = checkIdempotencyKey(rawIdempotencyKey);
    this.checkId(id);
    return limitedAttempt(limits, 'payment', () => paySubscription(shop, id, idempotencyKey, card));
  }

  /** The provider's page for one attempt at paying a PENDING subscription (one idempotency key per click). */
  async startCheckout(id: string, rawIdempotencyKey: string, locale: Locale): Promise<PlanCheckout> {
    const { shop, bearer, limits } = this.options;
    requireBearer(bearer);
    const idempotencyKey = checkIdempotencyKey(rawIdempotencyKey);
    this.checkId(id);
    return limitedAttempt(limits, 'payment', () => startPlanCheckout(shop, id, idempotencyKey, locale));
  }

  /** The provider's billing portal of a subscription paid through it. */
  async billingPortal(id: string, locale: Locale): Promise<string> {
    requireBearer(this.options.bearer);
    this.checkId(id);
    return openBillingPortal(this.options.shop, id, locale);
  }

  /** Stops the renewals; the credits already granted stay until they expire. */
  async cancel(id: string): Promise<Subscription> {
    requireBearer(this.options.bearer);
    this.checkId(id);
    return cancelSubscription(this.options.shop, id);
  }

  private checkId(id: string): void {
    if (!isDocumentId(id)) throw new NotFoundError('Subscription not found');
  }
}
