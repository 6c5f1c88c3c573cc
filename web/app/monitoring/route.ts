import { after, type NextRequest } from 'next/server';
import { sentryConfig } from '@/platform/config/env';
import { ClientAllowance } from '@/platform/http/clientAllowance';
import { TUNNEL_ENVELOPES, tunnelEnvelope } from '@/platform/monitoring/tunnel';

let envelopes: ClientAllowance | undefined;

/** The browser SDK's tunnel (docs/adr/0016): same-origin, forwarded to the configured Sentry project only. */
export function POST(request: NextRequest): Promise<Response> {
  // Made at the first envelope, not when `next build` loads the route.
  envelopes ??= ClientAllowance.shared(TUNNEL_ENVELOPES);
  return tunnelEnvelope(request, { dsn: sentryConfig()?.dsn, envelopes }, after);
}
