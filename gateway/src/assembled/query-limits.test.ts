import http from 'node:http';
import { type GatewayOnFakes, startGatewayOnFakes } from './gateway-on-fakes';
import { MAX_BODY_BYTES } from '../http/graphql-body';
import { QUERY_LIMITS } from '../limits/query-limits';

let gateway: GatewayOnFakes;

beforeAll(async () => {
  gateway = await startGatewayOnFakes();
});

afterAll(() => gateway.close());

beforeEach(() => {
  gateway.upstreams.shopCalls.length = 0;
  gateway.upstreams.contentCalls.length = 0;
});

const upstreamCalls = () => gateway.upstreams.shopCalls.length + gateway.upstreams.contentCalls.length;

/** diagram → slides → diagram → …: the 250-byte query that once answered 25 MB. */
function nested(levels: number): string {
  let selection = 'title';
  for (let level = 0; level < levels; level++) selection = `slides { diagram { ${selection} } }`;
  return `{ catalogue(locale: en, pageSize: 100) { items { ${selection} } } }`;
}

/** 50 aliases of a catalogue page: once 246 Strapi calls. */
const ALIASED_PAGES = `{ ${Array.from({ length: 50 }, (_, index) => `p${index}: catalogue(locale: en, page: ${index + 1}) { items { title } }`).join(' ')} }`;

async function refusal(query: string, variables?: Record<string, unknown>) {
  const { status, body } = await gateway.graphql(query, variables);
  return { status, data: body.data, error: body.errors?.[0] };
}

describe('document limits, checked before any upstream call', () => {
  it('refuses the 7-deep query as MAX_DEPTH_EXCEEDED', async () => {
    expect(await refusal(nested(3))).toEqual({
      status: 400,
      data: undefined,
      error: expect.objectContaining({
        extensions: { code: 'MAX_DEPTH_EXCEEDED' },
        message: expect.stringContaining('depth limit of 6'),
      }),
    });
    expect(upstreamCalls()).toBe(0);
  });

  it('refuses 50 aliases of a catalogue page as MAX_ALIASES_EXCEEDED', async () => {
    expect(await refusal(ALIASED_PAGES)).toMatchObject({
      status: 400,
      error: { extensions: { code: 'MAX_ALIASES_EXCEEDED' } },
    });
    expect(upstreamCalls()).toBe(0);
  });

  it('refuses too many directives as MAX_DIRECTIVES_EXCEEDED', async () => {
    const directives = Array.from({ length: QUERY_LIMITS.directives + 1 }, () => '@include(if: true)').join(' ');
    expect(await refusal(`{ currency ${directives} }`)).toMatchObject({
      status: 400,
      error: { extensions: { code: 'MAX_DIRECTIVES_EXCEEDED' } },
    });
  });

  it('refuses more tokens than allowed as MAX_TOKENS_EXCEEDED', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.tokens }, () => '__typename').join(' ');
    expect(await refusal(`{ ${fields} }`)).toMatchObject({
      status: 400,
      error: {
        extensions: { code: 'MAX_TOKENS_EXCEEDED' },
        message: `Token limit of ${QUERY_LIMITS.tokens} exceeded.`,
      },
    });
  });

  it('refuses a query over the cost limit as QUERY_TOO_COMPLEX, its variables counted', async () => {
    const query = `query($size: Int!) { ${Array.from(
      { length: 10 },
      (_, index) =>
        `p${index}: catalogue(locale: en, pageSize: $size) { items { slides { title localizations { url } } } }`,
    ).join(' ')} }`;
    expect(await refusal(query, { size: 100 })).toMatchObject({
      status: 400,
      error: { extensions: { code: 'QUERY_TOO_COMPLEX' } },
    });
    expect(upstreamCalls()).toBe(0);
    expect((await gateway.graphql(query, { size: 1 })).body.errors?.[0]?.extensions?.code).not.toBe(
      'QUERY_TOO_COMPLEX',
    );
  });

  it("refuses the issue 29 probe, 15 aliases of a diagram's slides' diagram's slides, as QUERY_TOO_COMPLEX", async () => {
    // 1.5 kB within depth, aliases and tokens; it answered 1.87 MB when slides were priced at 10, not their 36.
    const probe = `{ ${Array.from(
      { length: QUERY_LIMITS.aliases },
      (_, index) =>
        `d${index}: diagram(locale: en, url: "x") { slides { diagram { slides { diagram { title url } } } } }`,
    ).join(' ')} }`;
    expect(await refusal(probe)).toMatchObject({
      status: 400,
      error: { extensions: { code: 'QUERY_TOO_COMPLEX' }, message: expect.stringMatching(/limit of 50000 exceeded/) },
    });
    expect(upstreamCalls()).toBe(0);
  });

  it('prices a larger page anew after a smaller one of the same query, whatever its words', async () => {
    const query = `query($size: Int!, $tag: String) { ${Array.from(
      { length: 10 },
      (_, index) =>
        `p${index}: catalogue(locale: en, tag: $tag, pageSize: $size) { items { slides { title localizations { url } } } }`,
    ).join(' ')} }`;
    expect((await gateway.graphql(query, { size: 1, tag: 'new' })).body.errors?.[0]?.extensions?.code).not.toBe(
      'QUERY_TOO_COMPLEX',
    );
    expect(await refusal(query, { size: 100, tag: 'free', nonce: 1 })).toMatchObject({
      status: 400,
      error: { extensions: { code: 'QUERY_TOO_COMPLEX' } },
    });
  });

  it('refuses a subscription, which the schema has none of, as invalid before any resolver', async () => {
    expect(await refusal('subscription { currency }')).toEqual({
      status: 400,
      data: undefined,
      error: expect.objectContaining({
        message: 'The subscription operation is not supported by the schema.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    });
  });

  it('still answers a query within every limit', async () => {
    const { status, body } = await gateway.graphql(
      '{ priceCart(locale: en, items: [{ diagramId: 1 }]) { lines { diagram { title } } } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('request bodies', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it(`answers 413 over ${MAX_BODY_BYTES / 1024} kB`, async () => {
    const response = await post(JSON.stringify({ query: `{ currency } #${'x'.repeat(MAX_BODY_BYTES)}` }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 while a body without a length is still being sent, and ends the upload', async () => {
    const { port } = new URL(gateway.url);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const upload = await new Promise<{ status?: number; sent: number }>((resolve) => {
      let sent = 0;
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      request.on('response', (response) => resolve({ status: response.statusCode, sent }));
      request.on('error', () => resolve({ sent }));
      const pump = () => {
        while (sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      request.write('{"query":"{ currency }","padding":"');
      pump();
    });
    expect(upload.status).toBe(413);
    // What sits in socket buffers on both sides, not 200 MB read to the end.
    expect(upload.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers 400 for deeply nested variables, in a body or a GET', async () => {
    const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const response = await post(
      `{"query":"query($x: [CartItemInput!]!) { priceCart(locale: en, items: $x) { code } }","variables":{"x":${deep}}}`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({
      extensions: { code: 'BAD_REQUEST' },
      message: expect.stringContaining('nest'),
    });
    const get = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('{ currency }')}&variables=${encodeURIComponent(`{"x":${'['.repeat(100)}${']'.repeat(100)}}`)}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(get.status).toBe(400);
  });

  it("runs a query's own text whatever persisted query it names, and refuses an unknown hash alone", async () => {
    // The manifest is the one store of hashes (docs/adr/0025): a client cannot register one, nor mislabel a query.
    for (const persistedQuery of [{ version: 2 }, { version: 1, sha256Hash: '0000' }]) {
      const response = await post(JSON.stringify({ query: '{ currency }', extensions: { persistedQuery } }));
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({ currency: expect.any(String) });
    }
    const hashOnly = await post(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: '0000' } } }));
    expect(hashOnly.status).toBe(400);
    expect((await hashOnly.json()).errors[0].extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_FOUND' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"query": "{ currency }"');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
  });
});

describe('field suggestions', () => {
  it('are given in local, to help developers', async () => {
    expect((await refusal('{ catalogu(locale: en) { total } }')).error?.message).toContain('Did you mean');
  });

  it('are masked in production, where the schema is not for browsing', async () => {
    const production = await startGatewayOnFakes({
      APP_ENV: 'production',
      MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
      CORS_ORIGINS: 'https://shop.example.com',
      WEB_PROXY_SECRET: `${'x'.repeat(16)}Y7!k2Lq9Vz0pR4sT`,
      GATEWAY_SECRET: `${'g'.repeat(16)}Q3!m8Wt5Xc1nB6hR`,
      ALTCHA_HMAC_KEY: `${'a'.repeat(16)}K5!p2Hs7Vd4mF9jL`,
      GATEWAY_CLIENT_TOKENS: `${'c'.repeat(16)}T4!q8Zr2Nw6kJ1vD`,
    });
    try {
      // Masked for internal clients too, the only ones whose own queries run there (trusted documents).
      const { body } = await production.graphql('{ catalogu(locale: en) { total } }', undefined, {
        'x-client-token': `${'c'.repeat(16)}T4!q8Zr2Nw6kJ1vD`,
      });
      expect(body.errors?.[0].message).toMatch(/Cannot query field "catalogu"/);
      expect(body.errors?.[0].message).not.toContain('Did you mean');
    } finally {
      await production.close();
    }
  });
});
