import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CatalogueDocument,
  GatewayError,
  createGatewayClient,
  persistedBody,
  schemaPath,
  sendOperation,
} from './index';

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: { query: string; variables: Record<string, unknown> };
}

/** A stand-in gateway answering each request with the next of `answers` (the last one repeats). */
async function gatewayAnswering(
  answers: Array<{ status?: number; headers?: Record<string, string>; body: unknown } | 'hang'>,
) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(raw) });
      const answer = answers[Math.min(seen.length, answers.length) - 1];
      if (answer === 'hang') return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const page = { catalogue: { page: 1, pageCount: 1, total: 0, items: [] } };
const variables = { locale: 'fr', sort: 'ORIGINAL', page: 1, pageSize: 10 } as const;
const failure = (code: string, extensions: Record<string, unknown> = {}) => ({
  data: null,
  errors: [{ message: `refused: ${code}`, path: ['catalogue'], extensions: { code, ...extensions } }],
});
const PRICE_MUTATION = { toString: () => 'fragment F on Cart { code }\nmutation Pay { pay { id } }' };

let stand: Awaited<ReturnType<typeof gatewayAnswering>> | undefined;
afterEach(() => stand?.close());

describe('createGatewayClient', () => {
  it('sends the operation with its variables, the client token and the user token, and returns the data', async () => {
    stand = await gatewayAnswering([{ body: { data: page } }]);
    const client = createGatewayClient({ url: stand.url, clientToken: 'feed-token', userToken: 'jwt' });
    await expect(client.request(CatalogueDocument, variables)).resolves.toEqual(page);
    expect(stand.seen[0].headers).toMatchObject({ 'x-client-token': 'feed-token', authorization: 'Bearer jwt' });
    expect(stand.seen[0].body).toEqual({ query: CatalogueDocument.toString(), variables });
  });

  it('asks a rate-limited query again after the Retry-After the gateway gave', async () => {
    stand = await gatewayAnswering([{ body: failure('RATE_LIMITED', { retryAfter: 1 }) }, { body: { data: page } }]);
    const started = Date.now();
    await expect(createGatewayClient({ url: stand.url }).request(CatalogueDocument, variables)).resolves.toEqual(page);
    expect(stand.seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('never asks a mutation again, and says the backend was unavailable', async () => {
    stand = await gatewayAnswering([{ body: failure('UPSTREAM_UNAVAILABLE') }]);
    const error = await createGatewayClient({ url: stand.url, retries: 3 })
      .request(PRICE_MUTATION, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryable: true, status: 200 });
    expect(stand.seen).toHaveLength(1);
  });

  it('gives refused input with its field errors, without retrying', async () => {
    const fieldErrors = { email: 'Please enter a valid email address' };
    stand = await gatewayAnswering([{ body: failure('BAD_USER_INPUT', { fieldErrors }) }]);
    const error = await createGatewayClient({ url: stand.url })
      .request(CatalogueDocument, variables)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', retryable: false, fieldErrors, data: null });
    expect((error as GatewayError).errors[0].path).toEqual(['catalogue']);
    expect(stand.seen).toHaveLength(1);
  });

  it('fails at once when the wait asked is longer than it may wait', async () => {
    stand = await gatewayAnswering([
      { status: 429, headers: { 'retry-after': '60' }, body: failure('RATE_LIMITED', { retryAfter: 60 }) },
    ]);
    const error = await createGatewayClient({ url: stand.url })
      .request(CatalogueDocument, variables)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 60 });
    expect(stand.seen).toHaveLength(1);
  });

  it('names an answer that is not GraphQL by its HTTP status', async () => {
    stand = await gatewayAnswering([{ status: 502, body: '<html>Bad gateway</html>' }]);
    const error = await createGatewayClient({ url: stand.url, retries: 0 })
      .request(CatalogueDocument, variables)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'GATEWAY_HTTP_ERROR', status: 502, retryable: true });
  });

  it('stops waiting for a gateway that does not answer', async () => {
    stand = await gatewayAnswering(['hang']);
    const error = await createGatewayClient({ url: stand.url, timeoutMs: 200, retries: 0 })
      .request(CatalogueDocument, variables)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'GATEWAY_UNREACHABLE', status: 0 });
  });

  it('points at the gateway schema for an internal client of its own codegen', () => {
    expect(readFileSync(schemaPath, 'utf8')).toMatch(/^type Query \{/m);
  });
});

describe('sendOperation, the transport under the client (the web sends its trusted documents with it)', () => {
  const trusted = { __meta__: { hash: 'a'.repeat(64) } };

  it('names a trusted document by its hash, sends the headers given, and returns data and extensions', async () => {
    stand = await gatewayAnswering([{ body: { data: page, extensions: { answeredDuringOutage: true } } }]);
    const answer = await sendOperation(persistedBody(trusted, variables), {
      url: stand.url,
      headers: { 'x-currency': 'EUR' },
    });
    expect(answer).toEqual({ data: page, extensions: { answeredDuringOutage: true } });
    expect(stand.seen[0].body).toEqual({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });
    expect(stand.seen[0].headers['x-currency']).toBe('EUR');
  });

  it('refuses to send an operation without a codegen hash', () => {
    expect(() => persistedBody({ toString: () => 'query Q { a }' }, {})).toThrow(/no codegen hash/);
  });

  it('calls an answer without data and without errors an HTTP error, not an empty success', async () => {
    stand = await gatewayAnswering([{ body: { data: null } }]);
    const error = await sendOperation(persistedBody(trusted, {}), { url: stand.url }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'GATEWAY_HTTP_ERROR', status: 200 });
  });

  it('keeps the status of a 429 without a GraphQL body, so a caller can still tell a rate limit', async () => {
    stand = await gatewayAnswering([{ status: 429, headers: { 'retry-after': '3' }, body: 'Too many requests' }]);
    const error = await sendOperation(persistedBody(trusted, {}), { url: stand.url }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'GATEWAY_HTTP_ERROR', status: 429, retryAfterSeconds: 3, errors: [] });
  });
});
