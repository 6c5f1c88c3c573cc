import type { Core } from '@strapi/strapi';
import { secret } from '../src/env/secret';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: secret(env, 'JWT_SECRET', 'DEV-ONLY-users-permissions-jwt-secret'),
      // 10 auth requests per minute and IP by default; end-to-end tests that sign in often turn it off.
      ratelimit: { enabled: env.bool('AUTH_RATE_LIMIT', true), interval: 60_000, max: 10 },
    },
  },
});
