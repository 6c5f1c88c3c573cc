import crypto from 'node:crypto';
import { bearer, GATEWAY_SECRET } from './accounts';

/** Clients of the plan and credit endpoints of a Strapi process under test (docs: backend/README.md). */
export type Answer<T = Record<string, unknown>> = { status: number; body: T };

export interface SubscriptionView {
  id: string;
  status: 'pending' | 'active' | 'past_due' | 'cancelled';
  plan: { legacy_id: number; name: string };
  currency: string;
  amount: string;
  credits: number;
  bonus: number;
  current_period_end: string | null;
  next_renewal_at: string | null;
  cancelled_at: string | null;
  card_last4: string | null;
}
interface DownloadLink {
  diagram_id: number;
  title: string;
  file_name: string;
  url: string;
  expires_at: string;
}
interface CreditEntry {
  id: number;
  kind: 'grant' | 'spend' | 'expire' | 'refund';
  amount: number;
  expires_at: string | null;
  diagram_id: number | null;
  title: string | null;
}
export interface Credits {
  balance: number;
  next_expiry: { amount: number; expires_at: string } | null;
  entries: CreditEntry[];
}
export type Spend = { charged: number; balance: number; download: DownloadLink; code?: string };

export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const RENEWAL_DECLINED_CARD = '4000000000000341';
export const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' });
export const newKey = () => `test-${crypto.randomUUID()}`;

export function creditsClient(baseUrl: string) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    { jwt, body, headers = {} }: { jwt?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${baseUrl}/api/website/v1/${path}`, {
      method,
      headers: {
        'x-gateway-secret': GATEWAY_SECRET,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jwt ? bearer(jwt) : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const subscribe = (jwt: string, plan_id: unknown, currency: unknown = 'USD', idempotency_key = newKey()) =>
    call<SubscriptionView & { code?: string }>('POST', 'subscriptions/', {
      jwt,
      body: { plan_id, currency, idempotency_key },
    });
  const pay = (jwt: string, id: string, number = GOOD_CARD, idempotency_key = newKey()) =>
    call<{ subscription: SubscriptionView; granted: number; code?: string; errors?: unknown }>(
      'POST',
      `subscriptions/${id}/pay/`,
      { jwt, body: { idempotency_key, card: card(number) } },
    );
  return {
    call,
    subscribe,
    pay,
    /** A paid (active) subscription to a plan. */
    async subscribed(jwt: string, plan: number, number = GOOD_CARD): Promise<SubscriptionView> {
      const created = await subscribe(jwt, plan);
      if (created.status !== 201) throw new Error(`subscribe: ${created.status} ${JSON.stringify(created.body)}`);
      const paid = await pay(jwt, created.body.id, number);
      if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
      return paid.body.subscription;
    },
    cancel: (jwt: string, id: string) => call<SubscriptionView>('POST', `subscriptions/${id}/cancel/`, { jwt }),
    credits: async (jwt: string) => (await call<Credits>('GET', 'credits/', { jwt })).body,
    status: (jwt: string | undefined, diagram_id: unknown) =>
      call<{ balance: number; obtained: boolean; code?: string }>('GET', `credits/status/?diagram_id=${diagram_id}`, {
        jwt,
      }),
    spend: (jwt: string, diagram_id: unknown) => call<Spend>('POST', 'credits/spend/', { jwt, body: { diagram_id } }),
    runRenewals: (now: Date) =>
      call<{ notified: number; renewed: number; declined: number; expired: number }>('POST', 'internal/run-renewals/', {
        body: { now: now.toISOString() },
        headers: { 'x-gateway-secret': GATEWAY_SECRET },
      }),
  };
}

/** Legacy ids of seeded diagrams that cost `cost` credits, in id order. */
export async function diagramsCosting(baseUrl: string, cost: number): Promise<number[]> {
  const response = await fetch(
    `${baseUrl}/api/diagrams?locale=en&fields[0]=legacy_id&fields[1]=credit_cost&pagination[pageSize]=100&sort=legacy_id:asc`,
  );
  const { data } = (await response.json()) as { data: { legacy_id: number; credit_cost: number | null }[] };
  return data.filter((diagram) => (diagram.credit_cost ?? 1) === cost).map((diagram) => diagram.legacy_id);
}
