import type { Core } from '@strapi/strapi';
import { secret } from '../src/env/secret';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The API runs headless; the admin bundle is only built and served on request (npm run build:admin).
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  auth: {
    secret: secret(env, 'ADMIN_JWT_SECRET', 'DEV-ONLY-admin-jwt-secret'),
  },
  apiToken: {
    salt: secret(env, 'API_TOKEN_SALT', 'DEV-ONLY-api-token-salt'),
  },
  transfer: {
    token: { salt: secret(env, 'TRANSFER_TOKEN_SALT', 'DEV-ONLY-transfer-token-salt') },
  },
  secrets: {
    encryptionKey: secret(env, 'ENCRYPTION_KEY', 'DEV-ONLY-encryption-key'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
