import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../src/env/settings';
import { publicUrl } from '../src/env/public-url';
import { secret } from '../src/env/secret';

export default ({ env }: Core.Config.Shared.ConfigParams): ShopConfig => ({
  downloadSecret: secret(env, 'DOWNLOAD_SECRET', 'DEV-ONLY-download-secret'),
  downloadTtlSeconds: env.int('DOWNLOAD_TTL_SECONDS', 3600),
  publicUrl: publicUrl(env, 'PUBLIC_URL', 'http://localhost:1337'),
  renewalNoticeDays: env.int('RENEWAL_NOTICE_DAYS', 3),
  downloadCacheDir: env('DOWNLOAD_CACHE_DIR', '.tmp/downloads'),
});
