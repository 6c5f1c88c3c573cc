import { after, type NextRequest } from 'next/server';
import { sentryConfig } from '@/config/env';
import { tunnelEnvelope } from '@/monitoring/tunnel';

/** The browser SDK's tunnel (docs/adr/0016): same-origin, forwarded to the configured Sentry project only. */
export function POST(request: NextRequest): Promise<Response> {
  return tunnelEnvelope(request, sentryConfig()?.dsn, after);
}
