import { gatewayUrl } from '@/graphql/gatewayUrl';

/** Runs once when the Node.js server starts (instrumentation.ts). */
export async function nodeStartup() {
  // A bad GATEWAY_URL stops the server at start, naming the variable, not at the first request.
  try {
    gatewayUrl();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Error reporting only where a DSN is configured.
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: process.env.SENTRY_DSN });
  }
}
