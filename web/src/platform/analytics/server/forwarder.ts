import type { Beacon } from './beacon';
import type { AnalyticsConfig } from '../../config/analytics';
import type { VisitorContext } from './context';
import { toGa4Bodies } from './ga4';
import { toMatomoBulk } from './matomo';

const TIMEOUT_MS = 5000;

async function post(url: string, body: unknown, destination: string): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`Analytics: ${destination} answered ${response.status}`);
  } catch (error) {
    console.error(`Analytics: ${destination} unreachable`, error);
  }
}

/**
 * Sends a validated beacon to every configured destination; never throws (a destination's failure is
 * logged, spec §8). With none configured the events are dropped here.
 */
export async function forwardBeacon(beacon: Beacon, visitor: VisitorContext, config: AnalyticsConfig): Promise<void> {
  const sends: Promise<void>[] = [];
  const { ga4, matomo } = config;
  // GA4 only with the visitor's consent, which the visitor id stands for (ADR 0015).
  if (ga4 && visitor.clientId) {
    const url = new URL(ga4.endpoint);
    url.searchParams.set('measurement_id', ga4.measurementId);
    url.searchParams.set('api_secret', ga4.apiSecret);
    for (const body of toGa4Bodies(beacon, { ...visitor, clientId: visitor.clientId }))
      sends.push(post(url.href, body, 'GA4'));
  }
  if (matomo) sends.push(post(matomo.trackerUrl, toMatomoBulk(beacon, matomo, visitor), 'Matomo'));
  if (sends.length === 0) console.debug(`Analytics: no destination configured, ${beacon.events.length} events dropped`);
  await Promise.all(sends);
}
