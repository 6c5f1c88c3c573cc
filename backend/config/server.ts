import type { Core } from '@strapi/strapi';
import { renewalsCronTask } from '../src/domains/credits/renewals';
import { secretList } from '../src/env/secret';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: {
    keys: secretList(env, 'APP_KEYS', ['DEV-ONLY-app-key-1', 'DEV-ONLY-app-key-2']),
  },
  // No network calls at start-up: the update check queries the npm registry.
  logger: { updates: { enabled: false } },
  // Subscription renewals, notices and credit expiry (src/domains/credits/renewals.ts); safe in every process at once.
  cron: { enabled: true, tasks: { renewals: renewalsCronTask } },
});
