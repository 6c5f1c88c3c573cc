import http from 'node:http';
import { persisted } from './support/operations';
import { expect, test } from './support/test';

const LIMIT = 100 * 1024;

/**
 * Streams a JSON body of `total` bytes to the web's /graphql/ without Content-Length (chunked), 64 kB
 * at a time, and resolves with the status and the bytes handed to the socket when the answer came.
 */
function streamBody(baseURL: string, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      new URL('/graphql/', baseURL),
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        answered = true;
        resolve({ status: response.statusCode!, sent });
        response.resume();
        request.destroy();
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const drip = () => {
      if (answered) return;
      if (sent >= total) return void request.end();
      sent += chunk.length;
      request.write(chunk, () => setTimeout(drip, 1));
    };
    request.write('{"query":"{ __typename }","variables":{"x":"');
    drip();
  });
}

test("a body over the gateway's 100 kB limit is refused with 413 as it streams in, not after", async ({ baseURL }) => {
  // 64 MB offered; the web read all of it (30 MB in the issue) before the gateway said 413. What the
  // client hands over before the answer also fills loopback's socket buffers (this machine lets a
  // receive buffer grow to 32 MB, and 1.7 MB was seen under load), so the bound is a quarter of the offer.
  const { status, sent } = await streamBody(baseURL!, 64 * 1024 * 1024);
  expect(status).toBe(413);
  expect(sent).toBeLessThan(16 * 1024 * 1024);
});

test('a body whose Content-Length is over the limit is refused at once', async ({ request }) => {
  const response = await request.post('/graphql/', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(LIMIT) } }),
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
});

test("a GET query with apollo-require-preflight passes the gateway's CSRF check through the web", async ({
  request,
}) => {
  const extensions = encodeURIComponent(JSON.stringify(persisted('AdvisorMode').extensions));
  const response = await request.get(`/graphql/?extensions=${extensions}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { __typename: 'Query', advisorMode: expect.any(String) } });
});

test("through the web, the gateway runs only the shop's own operations: not an ad-hoc query, not introspection, not with a token", async ({
  request,
}) => {
  for (const query of ['{ __typename }', '{ __schema { types { name } } }']) {
    const response = await request.post('/graphql/', {
      data: { query },
      // Never forwarded by the web: a browser cannot pose as an internal client.
      headers: { 'x-client-token': process.env.GATEWAY_CLIENT_TOKEN ?? 'guess' },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).errors[0].extensions.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
  }
});
