import { sentryConfig } from '@/platform/config/env';
import { BrowserMonitoring } from './BrowserMonitoring';
import { WEB_RELEASE } from './release';

/**
 * Browser error reporting when SENTRY_DSN is set, read at run time (no rebuild); unset, the page
 * carries nothing of it.
 */
export function Monitoring() {
  const config = sentryConfig();
  return config ? <BrowserMonitoring config={{ ...config, release: WEB_RELEASE }} /> : null;
}
