import type { PlanCheckoutSubscriptionFragment } from '@/gql/graphql';
import { type StoredSubscription, storedStatus } from './planState';

/** The store's summary of a subscription the gateway answered (spec §3: id, name, price, and its status). */
export function storedSubscription(subscription: PlanCheckoutSubscriptionFragment): StoredSubscription {
  return {
    id: subscription.id,
    status: storedStatus(subscription.status),
    name: subscription.planName,
    price: { amount: subscription.price.amount, currency: subscription.price.currency },
  };
}
