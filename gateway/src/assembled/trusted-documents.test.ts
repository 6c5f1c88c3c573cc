import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import { loadManifest } from '../http/trusted-documents';

const SECRET = 'a-production-secret-of-32-characters-at-least';
const CLIENT_TOKEN = 'an-internal-client-token-of-32-characters';

/** The hash of the web's operation named `name`, as the web sends it. */
function hashOf(name: string): string {
  const entry = [...loadManifest()].find(([, text]) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no ${name} in the manifest`);
  return entry[0];
}

const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const INTROSPECTION = '{ __schema { queryType { name } } }';

async function startGateway(env: NodeJS.ProcessEnv): Promise<{ gateway: Gateway; url: string }> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', ...env });
  const gateway = await createServer(config, pino({ level: 'silent' }));
  return { gateway, url: `http://127.0.0.1:${(await gateway.listen()).port}` };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: { code?: string } }[];
  };
  return { status: response.status, data: json.data, codes: json.errors?.map((error) => error.extensions?.code) };
}

describe('trusted documents in production', () => {
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway({
      APP_ENV: 'production',
      MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
      CORS_ORIGINS: 'https://shop.example.com',
      // Three values: production refuses one secret for two variables.
      WEB_PROXY_SECRET: `web-proxy-${SECRET}`,
      GATEWAY_SECRET: `gateway-${SECRET}`,
      ALTCHA_HMAC_KEY: `altcha-${SECRET}`,
      GATEWAY_CLIENT_TOKENS: `another-internal-client-token-32-chars-long, ${CLIENT_TOKEN}`,
    }));
  });

  afterAll(() => gateway.close());

  it("runs a known hash: the web's text, with the __typename Apollo Client's cache needs", async () => {
    expect(await post(url, byHash(hashOf('AdvisorMode')))).toEqual({
      status: 200,
      data: { __typename: 'Query', advisorMode: expect.any(String) },
      codes: undefined,
    });
  });

  it('refuses an ad-hoc query, introspection and an unknown hash', async () => {
    expect(await post(url, { query: '{ advisorMode }' })).toMatchObject({
      status: 403,
      codes: ['TRUSTED_DOCUMENT_REQUIRED'],
    });
    expect(await post(url, { query: INTROSPECTION })).toMatchObject({
      status: 403,
      codes: ['TRUSTED_DOCUMENT_REQUIRED'],
    });
    expect(await post(url, byHash('0'.repeat(64)))).toMatchObject({
      status: 400,
      codes: ['PERSISTED_QUERY_NOT_FOUND'],
    });
    // Apollo Client's retry after an unknown hash: the hash and its own text.
    expect(await post(url, { query: '{ advisorMode }', ...byHash('0'.repeat(64)) })).toMatchObject({
      status: 403,
      codes: ['TRUSTED_DOCUMENT_REQUIRED'],
    });
  });

  it('refuses an ad-hoc GET too, and runs a known hash by GET', async () => {
    const get = (params: Record<string, string>) =>
      fetch(`${url}/graphql?${new URLSearchParams(params)}`, { headers: { 'apollo-require-preflight': 'true' } });
    const refused = await get({ query: INTROSPECTION });
    expect(refused.status).toBe(403);
    const known = await get({ extensions: JSON.stringify(byHash(hashOf('AdvisorMode')).extensions) });
    expect(await known.json()).toEqual({ data: { __typename: 'Query', advisorMode: expect.any(String) } });
  });

  it('lets an internal client with a valid X-Client-Token run ad-hoc queries and introspection', async () => {
    const headers = { 'x-client-token': CLIENT_TOKEN };
    expect(await post(url, { query: '{ advisorMode }' }, headers)).toEqual({
      status: 200,
      data: { advisorMode: expect.any(String) },
      codes: undefined,
    });
    expect(await post(url, { query: INTROSPECTION }, headers)).toMatchObject({
      status: 200,
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('refuses a wrong token, or the bearer header in its place', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-client-token': `${CLIENT_TOKEN}x` },
      { 'x-client-token': '' },
      { authorization: `Bearer ${CLIENT_TOKEN}` },
    ])
      expect(await post(url, { query: INTROSPECTION }, headers)).toMatchObject({
        status: 403,
        codes: ['TRUSTED_DOCUMENT_REQUIRED'],
      });
  });

  it('serves no GraphiQL', async () => {
    expect((await fetch(`${url}/graphiql`)).status).toBe(404);
  });
});

describe('trusted documents in local', () => {
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway({}));
  });

  afterAll(() => gateway.close());

  it('runs both known hashes and ad-hoc queries', async () => {
    expect(await post(url, byHash(hashOf('AdvisorMode')))).toMatchObject({ status: 200, codes: undefined });
    expect(await post(url, { query: '{ advisorMode }' })).toMatchObject({ status: 200, codes: undefined });
  });

  it("answers an unknown hash alone with PERSISTED_QUERY_NOT_FOUND, and runs the client's text sent with it", async () => {
    expect(await post(url, byHash('0'.repeat(64)))).toMatchObject({
      status: 400,
      codes: ['PERSISTED_QUERY_NOT_FOUND'],
    });
    expect(await post(url, { query: '{ advisorMode }', ...byHash('0'.repeat(64)) })).toMatchObject({
      status: 200,
      data: { advisorMode: expect.any(String) },
    });
  });
});
