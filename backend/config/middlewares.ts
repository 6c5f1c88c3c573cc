import type { Core } from '@strapi/strapi';

/** Browser origins allowed to call this API (the web): CORS_ORIGINS, comma-separated. */
const originsOf = (value: string) =>
  value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

// Strapi's defaults, with five of ours: the visitor's address when the gateway names it (before anything reads
// it), an access log that redacts order keys and link signatures (instead of strapi::logger), an allow-list of
// what the public backend answers, machine codes on users-permissions' refusals (around strapi::errors, which
// writes them), and 400 for odd query input. No strapi::poweredBy: no X-Powered-By header.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'global::client-address',
  'global::access-log',
  'global::public-surface',
  'global::auth-error-codes',
  'strapi::errors',
  'global::invalid-query',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: originsOf(env('CORS_ORIGINS', 'http://localhost:3000')) } },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
