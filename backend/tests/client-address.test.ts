import { GATEWAY_SECRET, startAccountsBackend } from './support/accounts';
import type { StrapiProcess } from './support/strapi-process';

/**
 * users-permissions limits auth requests per client address (10 a minute). Behind the gateway every request
 * comes from the gateway's address; with the shared secret the gateway names the visitor's address, and only then
 * is the header believed.
 */
describe("Strapi's auth limit keys on the visitor the gateway names", () => {
  let strapi: StrapiProcess;

  beforeAll(async () => {
    strapi = await startAccountsBackend({ AUTH_RATE_LIMIT: 'true' });
  });

  afterAll(async () => {
    await strapi?.stop();
  });

  const failedSignIn = async (headers: Record<string, string>) =>
    (
      await fetch(`${strapi.url}/api/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ identifier: 'nobody@example.com', password: 'wrong-password' }),
      })
    ).status;
  const fromGateway = (address: string) => ({ 'x-gateway-secret': GATEWAY_SECRET, 'x-shop-client-address': address });

  it('throttles one visitor after 10 failed sign-ins, not the others behind the same gateway', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await failedSignIn(fromGateway('203.0.113.7'))).toBe(400);
    expect(await failedSignIn(fromGateway('203.0.113.7'))).toBe(429);
    expect(await failedSignIn(fromGateway('203.0.113.8'))).toBe(400);
    expect(await failedSignIn(fromGateway('2001:db8::1'))).toBe(400);
  });

  it('ignores the address header without the gateway secret', async () => {
    // Sign-in answers only the gateway (issue 29); the browser's /api/connect/* carries the same limit.
    expect(await failedSignIn({ 'x-shop-client-address': '198.51.100.99' })).toBe(403);
    const connect = async (headers: Record<string, string>) =>
      (await fetch(`${strapi.url}/api/connect/nothing`, { headers, redirect: 'manual' })).status;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await connect({ 'x-shop-client-address': `198.51.100.${attempt}` })).toBe(400);
    }
    expect(await connect({ 'x-shop-client-address': '198.51.100.200' })).toBe(429);
    expect(await connect({ 'x-gateway-secret': 'wrong', 'x-shop-client-address': '198.51.100.201' })).toBe(429);
  });
});
