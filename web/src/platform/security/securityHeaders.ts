import type { WebEnv } from '../config/env';
import { contentSecurityPolicy, type Sources } from './contentSecurityPolicy';

/** Browser features no page of the shop uses; a feature that needs one (a chat widget's microphone) names it here. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

type PageSecurity = {
  /** A fresh nonce for a page rendered per request and never cached; none for cacheable pages. */
  nonce?: string;
  env: Pick<WebEnv, 'appEnv' | 'mediaOrigin'>;
  integrations: readonly Sources[];
  /** Under `next dev`. */
  development: boolean;
};

/**
 * The security headers of every page (set by proxy.ts, and by the custom server's own 400 page).
 * HSTS is not among them: it belongs to the TLS edge in front of the web (README, ADR 0008).
 */
export function securityHeaders({ nonce, env, integrations, development }: PageSecurity): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      nonce,
      mediaOrigin: env.mediaOrigin,
      production: env.appEnv === 'production',
      development,
      integrations,
    }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
