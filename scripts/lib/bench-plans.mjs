// Issue 10's figures for `npm run bench`: the gateway's p95 at 20 clients for the plan list and for spending credits,
// and 50 concurrent spends of distinct diagrams against a balance of exactly 10 (exactly 10 must succeed).
import { randomBytes } from 'node:crypto';
import { solvedRegisterProof } from './bench-altcha.mjs';

const REGISTER = `mutation($email: String!, $password: String!, $humanProof: String) {
  register(email: $email, password: $password, locale: en, humanProof: $humanProof) { jwt }
}`;
const PLANS = `query Plans($locale: Locale!) {
  plans(locale: $locale) { id legacyId name price { amount currency } credits bonus paymentCycleMonths creditsExpirationDays }
}`;
const SUBSCRIBE = `mutation($planId: ID!, $key: String!) { subscribe(planId: $planId, idempotencyKey: $key) { id } }`;
const PAY = `mutation($id: ID!, $key: String!) {
  paySubscription(id: $id, idempotencyKey: $key, card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Bench" }) {
    declined granted
  }
}`;
const SPEND = `mutation Spend($diagramId: Int!) { spendCredits(diagramId: $diagramId) { charged balance download { url } } }`;
const MY_CREDITS = 'query { myCredits { balance } }';

const newKey = () => randomBytes(24).toString('base64url');

/** The bench's GraphQL request (each as another visitor) with the account's bearer, counting answers with errors. */
const asAccount = (request, bearer, failures) => ({
  ...request,
  setupRequest: (sent) => {
    const prepared = request.setupRequest(sent);
    return { ...prepared, headers: { ...prepared.headers, ...bearer } };
  },
  onResponse: (status, body) => {
    if (status !== 200 || JSON.parse(body).errors) failures.push(body);
  },
});

/**
 * `tools`: the bench's helpers — graphql(gateway, query, variables, headers), load(options), gqlRequest(query,
 * variables), row(what, value, target, ok).
 */
export async function benchPlans({ gateway, tools }) {
  const { graphql, load, gqlRequest, row } = tools;
  const account = async (name, planId) => {
    const email = `${name}-${Date.now()}@example.com`;
    const humanProof = await solvedRegisterProof(graphql, gateway);
    const { register } = await graphql(gateway, REGISTER, { email, password: 'bench-password-1', humanProof });
    const bearer = { authorization: `Bearer ${register.jwt}` };
    const { subscribe } = await graphql(gateway, SUBSCRIBE, { planId, key: newKey() }, bearer);
    const { paySubscription } = await graphql(gateway, PAY, { id: subscribe.id, key: newKey() }, bearer);
    if (paySubscription.declined) throw new Error(`${name}: the good card was declined`);
    return { bearer, granted: paySubscription.granted };
  };

  await graphql(gateway, PLANS, { locale: 'fr' });
  const plans = await load({ url: gateway, connections: 20, requests: [gqlRequest(PLANS, { locale: 'fr' })] });
  row('gateway plans p95, 20 clients', `${plans.p95} ms`, '', true);

  const diagrams = (
    await graphql(gateway, '{ catalogue(locale: en, pageSize: 100) { items { legacyId creditCost } } }')
  ).catalogue.items;

  // Team Yearly's 1,440 credits outlast a first spend of each of these 100 diagrams (3 credits at most each); every
  // later spend of one is a file the account has (charged 0): the mix a customer's downloads make.
  const spender = await account('bench-spender', '6');
  const failures = [];
  let next = 0;
  const request = gqlRequest(SPEND, {});
  const nextSpend = asAccount(
    {
      ...request,
      setupRequest: (sent) => ({
        ...request.setupRequest(sent),
        body: JSON.stringify({ query: SPEND, variables: { diagramId: diagrams[next++ % diagrams.length].legacyId } }),
      }),
    },
    spender.bearer,
    failures,
  );
  const spend = await load({ url: gateway, connections: 20, requests: [nextSpend] });
  if (failures.length > 0) throw new Error(`spendCredits: ${failures.length} answers with errors: ${failures[0]}`);
  row('gateway spendCredits p95, 20 clients', `${spend.p95} ms`, '', true);

  // Starter Monthly grants exactly 10 credits; 50 spends of distinct 1-credit diagrams at once, each from another visitor.
  const racer = await account('bench-race', '1');
  if (racer.granted !== 10) throw new Error(`bench-race: ${racer.granted} credits granted, not 10`);
  const cheap = diagrams.filter((diagram) => diagram.creditCost === 1).slice(0, 50);
  if (cheap.length < 50) throw new Error(`only ${cheap.length} diagrams cost 1 credit`);
  const outcomes = await Promise.all(
    cheap.map(({ legacyId }) =>
      graphql(gateway, SPEND, { diagramId: legacyId }, racer.bearer).then(
        ({ spendCredits }) => (spendCredits.charged === 1 ? 'spent' : 'free'),
        (error) => (error.message.includes('insufficient_credits') ? 'refused' : error.message),
      ),
    ),
  );
  const succeeded = outcomes.filter((outcome) => outcome === 'spent').length;
  const refused = outcomes.filter((outcome) => outcome === 'refused').length;
  const { myCredits } = await graphql(gateway, MY_CREDITS, {}, racer.bearer);
  const unexpected = outcomes.find((outcome) => !['spent', 'refused'].includes(outcome));
  if (unexpected) throw new Error(`concurrent spends: unexpected outcome ${unexpected}`);
  console.log(
    `50 concurrent spends on a balance of 10: ${succeeded} succeeded, ${refused} refused, balance ${myCredits.balance}`,
  );
  row(
    '50 concurrent spends, balance 10: succeeded',
    succeeded,
    '10 (balance 0)',
    succeeded === 10 && refused === 40 && myCredits.balance === 0,
  );
}
