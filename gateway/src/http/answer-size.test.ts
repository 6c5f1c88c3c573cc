import { type TestGateway, startGateway } from '../../test/support/gateway';
import { MAX_ANSWER_BYTES } from '../limits/answer-budget';
import { type FaultyUpstream, startFaultyUpstream } from '../upstreams/__fixtures__/faulty-upstream';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';

// A content backend whose category names are long enough that nine of them pass the answer cap, at a cost of 10.

const LONG_NAME = 'n'.repeat(Math.ceil(MAX_ANSWER_BYTES / 8));
const longNames = { ...topLevelEn, data: topLevelEn.data.map((category) => ({ ...category, name: LONG_NAME })) };

let strapi: FaultyUpstream;
let gateway: TestGateway;

beforeAll(async () => {
  strapi = await startFaultyUpstream((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(longNames)),
  );
  gateway = await startGateway(strapi.url);
});

afterAll(async () => {
  await gateway.close();
  await strapi.close();
});

describe('the size of one answer', () => {
  it(`refuses an answer over ${MAX_ANSWER_BYTES} bytes as ANSWER_TOO_LARGE, whole, and keeps no copy of it`, async () => {
    for (const attempt of [1, 2]) {
      const { status, body } = await gateway.graphql('{ topLevelCategories(locale: en) { name } }');
      expect({ attempt, status, body }).toEqual({
        attempt,
        status: 400,
        body: {
          errors: [
            { message: expect.stringContaining(`${MAX_ANSWER_BYTES} bytes`), extensions: { code: 'ANSWER_TOO_LARGE' } },
          ],
        },
      });
    }
  });

  it('answers the same data asked within the cap', async () => {
    const { status, body } = await gateway.graphql('{ topLevelCategories(locale: en) { slug } }');
    expect(status).toBe(200);
    expect(body.data?.topLevelCategories).toHaveLength(topLevelEn.data.length);
  });
});
