import { after, type NextRequest } from 'next/server';
import { collect } from '@/analytics/server/collect';
import { analyticsConfig } from '@/analytics/server/config';
import { forwardBeacon } from '@/analytics/server/forwarder';

/** The page's analytics beacon (ADR 0015): validated here, forwarded to GA4 and Matomo after the answer. */
export function POST(request: NextRequest): Promise<Response> {
  return collect(request, (beacon, visitor) => {
    after(() => forwardBeacon(beacon, visitor, analyticsConfig()));
  });
}
