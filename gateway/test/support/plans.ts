import { randomBytes } from 'node:crypto';
import { dataOf, visitor } from './accounts';
import type { TestGateway } from './gateway';

/** The plan operations the integration tests send, as the web would. */
const SUBSCRIPTION_FIELDS = `id status planLegacyId planName price { amount currency } credits bonus
  paymentCycleMonths creditsExpirationDays currentPeriodEnd nextRenewalAt cancelledAt createdAt cardLast4`;

export const PLAN_OPERATIONS = {
  subscribe: /* GraphQL */ `
    mutation Subscribe($planId: ID!, $key: String!) { subscribe(planId: $planId, idempotencyKey: $key) { ${SUBSCRIPTION_FIELDS} } }`,
  pay: /* GraphQL */ `
    mutation PaySubscription($id: ID!, $key: String!, $number: String!) {
      paySubscription(id: $id, idempotencyKey: $key, card: { number: $number, expMonth: 12, expYear: 2040, cvc: "123", name: "Ada Lovelace" }) {
        declined message granted subscription { ${SUBSCRIPTION_FIELDS} }
      }
    }`,
  cancel: /* GraphQL */ `mutation Cancel($id: ID!) { cancelSubscription(id: $id) { ${SUBSCRIPTION_FIELDS} } }`,
  startCheckout: /* GraphQL */ `
    mutation StartCheckout($id: ID!, $key: String!) { startPlanCheckout(locale: fr, id: $id, idempotencyKey: $key) { status url } }`,
  billingPortal: /* GraphQL */ `mutation BillingPortal($id: ID!) { billingPortal(locale: de, id: $id) }`,
  subscription: /* GraphQL */ `query Subscription($id: ID!) { subscription(id: $id) { ${SUBSCRIPTION_FIELDS} } }`,
  mySubscription: /* GraphQL */ `query MySubscription { mySubscription { ${SUBSCRIPTION_FIELDS} } }`,
  myCredits: /* GraphQL */ `
    query MyCredits { myCredits { balance nextExpiry { amount expiresAt } entries { id kind amount createdAt expiresAt diagramId title } } }`,
  myLibrary: /* GraphQL */ `
    query MyLibrary { myLibrary { diagramId title obtainedAt source orderKey download { diagramId title fileName url expiresAt } } }`,
  creditStatus: /* GraphQL */ `
    query CreditStatus($diagramId: Int!) { creditStatus(diagramId: $diagramId) { balance obtained } }`,
  spend: /* GraphQL */ `
    mutation Spend($diagramId: Int!) { spendCredits(diagramId: $diagramId) { charged balance download { diagramId title fileName url expiresAt } } }`,
};

export interface SubscriptionResult {
  id: string;
  status: string;
  planLegacyId: number;
  planName: string;
  price: { amount: string; currency: string };
  credits: number;
  bonus: number;
  nextRenewalAt: string | null;
  cancelledAt: string | null;
  cardLast4: string | null;
}

export interface PaymentResult {
  declined: boolean;
  message: string | null;
  granted: number;
  subscription: SubscriptionResult;
}

/** Idempotency keys as clients must make them: 128 random bits or more. */
export const newKey = () => randomBytes(24).toString('base64url');

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Subscribes the account to a plan and pays its first period (by default with the good card): its credits are granted. */
export async function activePlan(
  gateway: TestGateway,
  jwt: string,
  planId: string,
  headers: Record<string, string> = {},
  cardNumber = GOOD_CARD,
): Promise<PaymentResult> {
  const as = { ...visitor(jwt), ...headers };
  const { subscribe } = dataOf<{ subscribe: SubscriptionResult }>(
    await gateway.graphql(PLAN_OPERATIONS.subscribe, { planId, key: newKey() }, as),
  );
  const variables = { id: subscribe.id, key: newKey(), number: cardNumber };
  return dataOf<{ paySubscription: PaymentResult }>(await gateway.graphql(PLAN_OPERATIONS.pay, variables, as))
    .paySubscription;
}
