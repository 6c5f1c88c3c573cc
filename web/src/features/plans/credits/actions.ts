'use server';

import type { ActionResult } from '@/features/account/actions';
import { accountProblem } from '@/features/account/problems';
import { CancelSubscriptionDocument, OpenBillingPortalDocument } from '@/gql/graphql';
import { isLocale } from '@/platform/i18n/locales';
import { type AuthFailure, isSessionRefused } from '@/platform/session/authFailure';
import { callGateway } from '@/platform/session/gatewayCall';
import { clearSessionToken, getSessionToken } from '@/platform/session/sessionToken';

const SIGNED_OUT: AuthFailure = { codes: ['UNAUTHENTICATED'], fieldErrors: {} };

/** "Cancel my plan" on the account page, with the session of the cookie; a refused session ends here. */
export async function cancelSubscriptionAction(subscriptionId: unknown): Promise<ActionResult> {
  const token = await getSessionToken();
  if (!token) return { ok: false, problem: accountProblem(SIGNED_OUT) };
  const result = await callGateway(CancelSubscriptionDocument, { id: String(subscriptionId ?? '') }, { token });
  if (result.ok) return { ok: true };
  if (isSessionRefused(result.failure)) await clearSessionToken();
  const problem = accountProblem(result.failure);
  // A subscription that is not (or no longer) the account's: a forged or stale id.
  if (result.failure.codes.includes('NOT_FOUND')) problem.message = 'credits.error.notFound';
  return { ok: false, problem };
}

/** "Pay or change my card": the payment provider's billing portal for the account's plan, in the page's language. */
export async function billingPortalAction(
  subscriptionId: unknown,
  locale: unknown,
): Promise<{ ok: true; url: string } | Exclude<ActionResult, { ok: true }>> {
  const token = await getSessionToken();
  if (!token) return { ok: false, problem: accountProblem(SIGNED_OUT) };
  const variables = { id: String(subscriptionId ?? ''), locale: isLocale(locale) ? locale : 'en' };
  const result = await callGateway(OpenBillingPortalDocument, variables, { token });
  if (result.ok) return { ok: true, url: result.data.billingPortal };
  if (isSessionRefused(result.failure)) await clearSessionToken();
  return { ok: false, problem: accountProblem(result.failure) };
}
