/** One report per outage key (an error code and the upstream that failed) in this window. */
export const OUTAGE_REPORT_INTERVAL_MS = 60_000;

/**
 * Whether a failure of an upstream that is down is reported: the first of its key, then again once
 * OUTAGE_REPORT_INTERVAL_MS have passed. Keeps an outage, where every request fails alike, from using up the
 * Sentry quota. The keys are few (codes × upstreams), so the map stays small.
 */
export function outageGate(now: () => number = Date.now): (key: string) => boolean {
  const lastReported = new Map<string, number>();
  return (key) => {
    const last = lastReported.get(key);
    if (last !== undefined && now() - last < OUTAGE_REPORT_INTERVAL_MS) return false;
    lastReported.set(key, now());
    return true;
  };
}
