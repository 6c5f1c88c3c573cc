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

async function answer(count: number, maxFields: number) {
  const schema = limitAnswerFields(buildSchema(typeDefs), maxFields);
  const server = new ApolloServer({ schema, rootValue, plugins: [answerTooLargePlugin] });
  await server.start();
  try {
    resolved = 0;
    const response = await server.executeOperation({
      query: 'query($count: Int!) { items(count: $count) { n children { n children { n } } } }',
      variables: { count },
    });
    return { status: response.http.status, body: response.body.kind === 'single' ? response.body.singleResult : {} };
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
});
