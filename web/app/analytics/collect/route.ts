import { after, type NextRequest } from 'next/server';
import { BEACON_EVENTS, collect } from '@/platform/analytics/server/collect';
import { analyticsConfig } from '@/platform/config/analytics';
import { forwardBeacon } from '@/platform/analytics/server/forwarder';
import { webEnv } from '@/platform/config/env';
import { ClientAllowance } from '@/platform/http/clientAllowance';

let events: ClientAllowance | undefined;

/** The page's analytics beacon (ADR 0015): validated here, forwarded to GA4 and Matomo after the answer. */
export function POST(request: NextRequest): Promise<Response> {
  // Made at the first beacon, not when `next build` loads the route.
  events ??= ClientAllowance.shared(BEACON_EVENTS);
  return collect(request, { events, secret: webEnv().webProxySecret }, (beacon, visitor) => {
    after(() => forwardBeacon(beacon, visitor, analyticsConfig()));
  });
}
