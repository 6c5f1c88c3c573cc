'use server';

import { cookies } from 'next/headers';
import { PlanCheckoutSubscriptionDocument } from '@/gql/graphql';
import { keepReceipt, planReceipt } from '@/platform/analytics/server/purchaseReceipt';
import { webEnv } from '@/platform/config/env';
import { callGateway } from '@/platform/session/gatewayCall';
import { getSessionToken } from '@/platform/session/sessionToken';

/**
 * A plan paid on the payment provider's page, read again with the session once the welcome step sees it active: the
 * receipt the analytics beacon asks for before it reports the purchase (as the proxy keeps one from a card payment's
 * answer). False unless the shop says ACTIVE.
 */
export async function confirmPlanPurchaseAction(subscriptionId: unknown): Promise<boolean> {
  const token = await getSessionToken();
  if (!token || typeof subscriptionId !== 'string') return false;
  const result = await callGateway(PlanCheckoutSubscriptionDocument, { id: subscriptionId }, { token });
  const subscription = result.ok ? result.data.subscription : null;
  if (subscription?.status !== 'ACTIVE') return false;
  const { webProxySecret, appEnv } = webEnv();
  keepReceipt(await cookies(), planReceipt(subscription), webProxySecret, appEnv === 'production');
  return true;
}
