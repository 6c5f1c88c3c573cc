import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { version } from '../../package.json';
import { type GatewayProcess, buildGateway, startGatewayProcess } from './__fixtures__/gateway-process';
import { type SentryIngest, startSentryIngest } from '../../../scripts/lib/sentry-ingest-stand-in';

// The reporting gateway runs as a child process: Sentry patches modules, which must not happen in a jest worker.

const TOP_LEVEL = 'query TopLevel { topLevelCategories(locale: en) { slug } }';
const SIGN_IN = `mutation SignIn($identifier: String!, $password: String!) {
  signIn(identifier: $identifier, password: $password, locale: en) { jwt }
}`;
const PASSWORD = 'correct-horse-battery-staple';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.visitor-token';

/** Paths the failing backend received. */
const backendRequests: string[] = [];

/** A content backend (Strapi) that fails every call with a 500 and an HTML page, as a crashed proxy would. */
function failingBackend(): Promise<Server> {
  const server = createServer((req, res) => {
    backendRequests.push(req.url ?? '');
    res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let backend: Server;
let backendUrl: string;
let ingest: SentryIngest;
let gateway: GatewayProcess | undefined;

beforeAll(async () => {
  buildGateway();
  backend = await failingBackend();
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
}, 120_000);

beforeEach(async () => {
  ingest = await startSentryIngest();
});

afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
  await ingest.stop();
});

afterAll(() => new Promise((resolve) => backend.close(resolve)));

describe('error reporting with SENTRY_DSN', () => {
  it('reports each server fault once, with release, environment and operation, and no client error', async () => {
    gateway = await startGatewayProcess({
      CONTENT_API_URL: backendUrl,
      SENTRY_DSN: ingest.dsn,
      SENTRY_ENVIRONMENT: 'staging',
    });

    const failed = await gateway.graphql(TOP_LEVEL);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const signIn = await gateway.graphql(
      SIGN_IN,
      { identifier: 'ada@example.com', password: PASSWORD },
      { authorization: `Bearer ${BEARER}` },
    );
    expect(signIn.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    // The client's mistakes: a value the schema refuses, and an empty search.
    const invalid = await gateway.graphql('query BadLocale { topLevelCategories(locale: xx) { slug } }');
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const emptySearch = await gateway.graphql('query EmptySearch { search(query: "  ", locale: en) { total } }');
    expect(emptySearch.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // Stopping flushes what is still on its way.
    expect(await gateway.stop()).toBe(0);
    const events = ingest.events();
    expect(events.map((event) => (event.tags as Record<string, string>).operation).sort()).toEqual([
      'SignIn',
      'TopLevel',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ release: `gateway@${version}`, environment: 'staging' });
    }
    const topLevel = events.find((event) => (event.tags as Record<string, string>).operation === 'TopLevel');
    expect(topLevel?.exception).toMatchObject({ values: [{ type: 'UnknownError', value: 'Unknown Strapi error' }] });
  }, 30_000);

  it('sends neither the variables nor the bearer token of the failed request', async () => {
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl, SENTRY_DSN: ingest.dsn });

    await gateway.graphql(
      SIGN_IN,
      { identifier: 'ada@example.com', password: PASSWORD },
      { authorization: `Bearer ${BEARER}` },
    );
    await gateway.stop();

    expect(ingest.events()).toHaveLength(1);
    expect(ingest.events()[0]).toMatchObject({ environment: 'local', request: { method: 'POST' } });
    const sent = ingest.bodies.join('\n');
    expect(sent).not.toContain(PASSWORD);
    expect(sent).not.toContain('ada@example.com');
    expect(sent).not.toContain(BEARER);
  }, 30_000);
});

describe("the client's mistakes, reported to no one", () => {
  it('answers more than 50 invalid variables with 400 and BAD_USER_INPUT', async () => {
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl, SENTRY_DSN: ingest.dsn });

    // graphql-js gives up after 50 invalid values with an error of its own, once called INTERNAL_SERVER_ERROR.
    const invalid = await gateway.graphql(
      'query ManyInvalid($items: [CartItemInput!]!) { priceCart(locale: en, items: $items) { code } }',
      { items: Array.from({ length: 60 }, () => ({ diagramId: 'not a number' })) },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveLength(51);
    expect(new Set(invalid.body.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));

    expect(await gateway.stop()).toBe(0);
    // Session counts only: no event.
    expect(ingest.events()).toEqual([]);
  }, 30_000);

  it('refuses an over-long social callback query on its field, before any auth call', async () => {
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl, SENTRY_DSN: ingest.dsn });

    // Once sent to the auth API, whose refusal of the long URL became UPSTREAM_ERROR.
    backendRequests.length = 0;
    const social = await gateway.graphql(
      `mutation LongCallback($query: String!) {
        socialSignIn(provider: "github", callbackQuery: $query, upstreamSession: "koa.sess=x") { jwt }
      }`,
      { query: `access_token=${'x'.repeat(20_000)}` },
    );
    expect(social.status).toBe(200);
    expect(social.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'SOCIAL_SIGN_IN_FAILED',
      field: 'callbackQuery',
      fieldErrors: { callbackQuery: ['SOCIAL_SIGN_IN_FAILED'] },
    });
    expect(backendRequests).toEqual([]);

    expect(await gateway.stop()).toBe(0);
    // Session counts only: no event.
    expect(ingest.events()).toEqual([]);
  }, 30_000);
});

describe('error reporting during an upstream outage', () => {
  it('reports one event per error code and upstream, not one per failing request', async () => {
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl, SENTRY_DSN: ingest.dsn });

    // Every request fails while the content backend and the auth API (the same failing backend here) are down.
    for (let request = 0; request < 4; request += 1)
      expect((await gateway.graphql(TOP_LEVEL)).body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    for (let request = 0; request < 3; request += 1) {
      const signIn = await gateway.graphql(SIGN_IN, { identifier: 'ada@example.com', password: PASSWORD });
      expect(signIn.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    }
    expect(await gateway.stop()).toBe(0);

    const events = ingest.events();
    expect(events).toHaveLength(2);
    expect(events.map(({ tags, fingerprint }) => ({ tags, fingerprint }))).toEqual(
      expect.arrayContaining([
        {
          tags: expect.objectContaining({ operation: 'TopLevel', code: 'UPSTREAM_ERROR', upstream: 'content' }),
          fingerprint: ['UPSTREAM_ERROR', 'content'],
        },
        {
          tags: expect.objectContaining({ operation: 'SignIn', code: 'UPSTREAM_ERROR', upstream: 'auth' }),
          fingerprint: ['UPSTREAM_ERROR', 'auth'],
        },
      ]),
    );
    expect(ingest.refused).toEqual([]);
  }, 30_000);
});

describe('error reporting without a usable SENTRY_DSN', () => {
  it('sends nothing without SENTRY_DSN, and the query still answers', async () => {
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl });

    const failed = await gateway.graphql(TOP_LEVEL);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(await gateway.stop()).toBe(0);
    expect(ingest.bodies).toEqual([]);
  }, 30_000);

  it('says once that a malformed SENTRY_DSN turns reporting off, sends nothing, and serves', async () => {
    const keyless = ingest.dsn.replace(/\/\/[^@]+@/, '//');
    gateway = await startGatewayProcess({ CONTENT_API_URL: backendUrl, SENTRY_DSN: keyless });

    const failed = await gateway.graphql(TOP_LEVEL);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(await gateway.stop()).toBe(0);
    const warnings = gateway.logs.filter(({ msg }) => msg.startsWith('SENTRY_DSN'));
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/must name the public key.*error reporting is off/),
      }),
    ]);
    expect(ingest.bodies).toEqual([]);
  }, 30_000);
});
