import { randomBytes } from 'node:crypto';

/** The web's secret of the test gateways: with it, X-Forwarded-For names the visitor (one per test). */
export const WEB_PROXY_SECRET = 'a-web-proxy-secret-of-the-integration-tests';

/** A visitor of its own: another client address, so that per-client limits (ours and Strapi's) never meet. */
export function visitor(jwt?: string): Record<string, string> {
  const address = `10.${randomBytes(3).join('.')}`;
  return {
    'x-web-proxy-secret': WEB_PROXY_SECRET,
    'x-forwarded-for': address,
    ...(jwt && { authorization: `Bearer ${jwt}` }),
  };
}
