import type { Core } from '@strapi/strapi';
import { secret } from '../src/env/secret';

/** Shop settings, read with strapi.config.get('shop'). */
export interface ShopConfig {
  /** HMAC key of signed download links. */
  downloadSecret: string;
  /** Lifetime of a download link. */
  downloadTtlSeconds: number;
  /** Base of absolute links handed out (download urls). */
  publicUrl: string;
  /** How many days before a renewal its notice mail goes out. */
  renewalNoticeDays: number;
  /** Where each built .pptx is kept, to be sent again (relative to backend/). */
  downloadCacheDir: string;
}

export default ({ env }: Core.Config.Shared.ConfigParams): ShopConfig => ({
  downloadSecret: secret(env, 'DOWNLOAD_SECRET', 'DEV-ONLY-download-secret'),
  downloadTtlSeconds: env.int('DOWNLOAD_TTL_SECONDS', 3600),
  publicUrl: env('PUBLIC_URL', 'http://localhost:1337').replace(/\/+$/, ''),
  renewalNoticeDays: env.int('RENEWAL_NOTICE_DAYS', 3),
  downloadCacheDir: env('DOWNLOAD_CACHE_DIR', '.tmp/downloads'),
});
