import type { Core } from '@strapi/strapi';
import { GRANT_SESSION_MS, grantSessionStore } from '../src/domains/account/grant-sessions';
import { unreadableBody } from '../src/middlewares/request-shape';

/** Browser origins allowed to call this API (the web): CORS_ORIGINS, comma-separated. */
const originsOf = (value: string) =>
  value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

// Strapi's defaults, with seven of ours: the visitor's address when the gateway names it (before anything reads
// it), an access log that redacts order keys and link signatures (instead of strapi::logger), an allow-list of
// what the public backend answers, machine codes on users-permissions' refusals (around strapi::errors, which
// writes them), 400 for odd query input, 405/415 for methods and bodies the API does not take, and a parsed body
// that always exists and nests at most 32 levels; an unreadable body is a 400. JSON bodies keep their raw text
// (`includeUnparsed`): Stripe signs the bytes it sends, not their parse. No strapi::poweredBy: no
// X-Powered-By header. strapi::session serves social sign-in only: its state lives 10 minutes in the database
// (src/domains/account/grant-sessions.ts), the cookie holds a key. Not `Secure` here: the browser gets the cookie from the
// web's origin, which proxies /api/connect/* over the internal network and marks it Secure in production.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'global::client-address',
  'global::access-log',
  'global::public-surface',
  'global::auth-error-codes',
  'strapi::errors',
  'global::invalid-query',
  'global::request-shape',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: originsOf(env('CORS_ORIGINS', 'http://localhost:3000')) } },
  'strapi::query',
  { name: 'strapi::body', config: { onError: unreadableBody, includeUnparsed: true } },
  {
    name: 'strapi::session',
    config: { maxAge: GRANT_SESSION_MS, httpOnly: true, sameSite: 'lax', secure: false, store: grantSessionStore },
  },
  'strapi::favicon',
  'strapi::public',
  'global::parsed-body',
];
