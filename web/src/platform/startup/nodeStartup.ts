import { analyticsConfig } from '@/platform/config/analytics';
import { webEnv } from '@/platform/config/env';

/** Runs once when the Node.js server starts (instrumentation.ts). */
export async function nodeStartup() {
  // A bad variable (APP_ENV, GATEWAY_URL, WEB_PROXY_SECRET…) stops the server at start, naming it, not at the first request.
  try {
    webEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // A half or malformed analytics configuration is logged once now (spec §8) and turns that destination off.
  analyticsConfig();
}
