import { randomBytes } from 'node:crypto';
import { type GatewayOnFakes, startGatewayOnFakes } from './gateway-on-fakes';

/* Paying on the payment provider's page (issue 31) through the gateway, against the fake shop. */
let gateway: GatewayOnFakes;

beforeAll(async () => {
  gateway = await startGatewayOnFakes();
});

afterAll(() => gateway.close());

const graphql = async (query: string, variables: Record<string, unknown>) =>
  (await gateway.graphql(query, variables)).body;
const newKey = () => randomBytes(24).toString('base64url');
const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' };
const CREATE_ORDER = `mutation Create($key: String!, $customer: CustomerInput!) {
  createOrder(locale: fr, idempotencyKey: $key, items: [{ diagramId: 1 }], customer: $customer) { key }
}`;

it("starts paying on the provider's page in the visitor's language when the shop takes no cards (issue 31)", async () => {
  const START = `mutation Start($key: String!, $idem: String!) {
    startOrderCheckout(locale: de, key: $key, idempotencyKey: $idem) { status url }
  }`;
  const hosted = await graphql(CREATE_ORDER, {
    key: newKey(),
    customer: { ...customer, email: 'ada@hosted.example' },
  });
  const key: string = hosted.data?.createOrder.key;
  const FLOW = `query O($key: String!) { order(locale: en, key: $key) { paymentFlow } }`;
  expect((await graphql(FLOW, { key })).data?.order).toEqual({ paymentFlow: 'HOSTED' });
  const idem = newKey();
  const started = await graphql(START, { key, idem });
  expect(started.errors).toBeUndefined();
  expect(started.data?.startOrderCheckout).toEqual({
    status: 'CREATED',
    url: `https://checkout.example/pay/${idem}?locale=de`,
  });

  const byCard = (await graphql(CREATE_ORDER, { key: newKey(), customer })).data?.createOrder;
  expect((await graphql(FLOW, { key: byCard.key })).data?.order).toEqual({ paymentFlow: 'CARD' });
  const refused = await graphql(START, { key: byCard.key, idem: newKey() });
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CARD_PAYMENT' });
  const unknown = await graphql(START, { key: 'x'.repeat(32), idem: newKey() });
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  const weakKey = await graphql(START, { key, idem: 'abc' });
  expect(weakKey.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
});
