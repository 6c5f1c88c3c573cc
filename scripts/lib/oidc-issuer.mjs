// A real OpenID Connect issuer for the e2e's social sign-in (oauth2-mock-server, the backend's dev dependency):
// its authorize endpoint signs in at once, and its userinfo answers one verified test user.
import { join } from 'node:path';
import { root } from './stack.mjs';

/** The test user the issuer signs in (the e2e reads it as OIDC_TEST_EMAIL). */
export const OIDC_TEST_EMAIL = 'social-e2e@example.com';

/** Starts the issuer on 127.0.0.1:`port`; resolves to its URL and a stop function. */
export async function startOidcIssuer(port) {
  const { OAuth2Server } = await import(join(root, 'backend/node_modules/oauth2-mock-server/dist/index.mjs'));
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: 'social-e2e',
      email: OIDC_TEST_EMAIL,
      email_verified: true,
      preferred_username: 'social-e2e',
    };
  });
  // One address for the backend (Node) and the browser alike: `localhost` may resolve to ::1 first.
  server.issuer.url = `http://127.0.0.1:${port}`;
  await server.start(port, '127.0.0.1');
  return { url: server.issuer.url, stop: () => server.stop() };
}
