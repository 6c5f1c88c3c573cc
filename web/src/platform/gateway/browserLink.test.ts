import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { GatewayError } from '@shop/sdk/transport';
import { browserLink } from './browserLink';
import { rateLimitLink } from './rateLimitLink';
import { PlanCheckoutBalanceDocument } from '@/gql/apollo/graphql';

const myCredits = { __typename: 'Credits', balance: 12 };

/** The web's /graphql/ proxy answering every request with `status` and `body`; the bodies sent are kept. */
function proxyAnswering(status: number, body: unknown) {
  const sent: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

// As ApolloWrapper chains them: the rate-limit link reads every answer before the component does.
const client = () =>
  new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([rateLimitLink(() => {}), browserLink()]) });
const query = () => client().query({ query: PlanCheckoutBalanceDocument });

afterEach(() => jest.restoreAllMocks());

describe('browserLink, Apollo Client’s way to the gateway', () => {
  it('sends the operation by its hash and gives the component its data (an answer without extensions too)', async () => {
    const sent = proxyAnswering(200, { data: { myCredits } });
    await expect(query()).resolves.toMatchObject({ data: { myCredits: { balance: 12 } } });
    expect(sent).toEqual([
      {
        variables: {},
        extensions: {
          persistedQuery: {
            version: 1,
            sha256Hash: (PlanCheckoutBalanceDocument as { __meta__?: { hash?: string } }).__meta__?.hash,
          },
        },
      },
    ]);
  });

  it("turns the gateway's refusal into Apollo's GraphQL errors, with the codes the messages are chosen by", async () => {
    proxyAnswering(200, { data: null, errors: [{ message: 'Gone', extensions: { code: 'NOT_FOUND' } }] });
    const error = await query().catch((caught: unknown) => caught);
    expect(CombinedGraphQLErrors.is(error) && error.errors[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps the status of an answer that is not GraphQL (a bare 429), so a rate limit is still told', async () => {
    proxyAnswering(429, 'Too many requests');
    const error = await query().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(429);
  });
});
