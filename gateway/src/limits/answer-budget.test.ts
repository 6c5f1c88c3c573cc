import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { answerTooLargePlugin, limitAnswerFields } from './answer-budget';

// A list longer than its price says (a diagram with more slides than the data's largest): the cost lets it in,
// the field budget stops it while it resolves.
const typeDefs = 'type Item { n: Int! children: [Item!]! } type Query { items(count: Int!): [Item!]! }';
let resolved = 0;
const item = (n: number, count: number) => ({
  n: () => {
    resolved += 1;
    return n;
  },
  children: () => Array.from({ length: count }, (_, index) => item(index, count)),
});
const rootValue = {
  items: ({ count }: { count: number }) => Array.from({ length: count }, (_, n) => item(n, count)),
};

const SHALLOW = 'query($count: Int!) { items(count: $count) { n children { n children { n } } } }';
const DEEP = 'query($count: Int!) { items(count: $count) { children { children { children { n } } } } }';

async function answer(count: number, maxFields: number, heapShare = () => 0.4, query = SHALLOW) {
  const schema = limitAnswerFields(buildSchema(typeDefs), maxFields, heapShare);
  const server = new ApolloServer({ schema, rootValue, plugins: [answerTooLargePlugin] });
  await server.start();
  try {
    resolved = 0;
    const response = await server.executeOperation({
      query,
      variables: { count },
    });
    return {
      status: response.http.status,
      retryAfter: response.http.headers.get('retry-after'),
      body: response.body.kind === 'single' ? response.body.singleResult : {},
    };
  } finally {
    await server.stop();
  }
}

describe('the field budget of one answer', () => {
  it('answers within it, across the pauses that let other requests in', async () => {
    const { status, body } = await answer(18, 10_000);
    expect(status).toBeUndefined();
    expect(body.errors).toBeUndefined();
    expect(resolved).toBe(18 + 18 * 18 + 18 * 18 * 18);
    expect((body.data as { items: { children: { children: unknown[] }[] }[] }).items[17].children[17].children).toEqual(
      Array.from({ length: 18 }, (_, n) => ({ n })),
    );
  });

  it('refuses the whole answer past it as ANSWER_TOO_LARGE, and stops resolving', async () => {
    const { status, body } = await answer(10, 100);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ message: expect.stringContaining('100 fields'), extensions: { code: 'ANSWER_TOO_LARGE' } }],
    });
    // 10 × 10 × 10 leaves were asked; resolving stopped at the budget.
    expect(resolved).toBeLessThan(100);
  });

  it('gives up a large answer under way when the heap nears its cap: one GATEWAY_BUSY, a 503 to retry shortly', async () => {
    const heapNearCap = () => 0.95;
    // A small answer never pauses, so it is never given up: it answers whatever the heap.
    expect((await answer(5, 10_000, heapNearCap)).body.errors).toBeUndefined();
    const { status, retryAfter, body } = await answer(14, 100_000, heapNearCap, DEEP);
    expect(status).toBe(503);
    expect(retryAfter).toBe('1');
    expect(body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'GATEWAY_BUSY', retryAfter: 1 } }],
    });
    expect(resolved).toBeLessThan(14 ** 4);
  });
});
