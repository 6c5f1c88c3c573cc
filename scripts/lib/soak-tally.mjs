// Requests of one kind during the soak: status ("timeout", or "error <code>" when the connection failed) and latency,
// with when they were sent, so the report can say what happened during the backend's outage.

/** A request given no answer within this long counts as an error: a visitor has left by then. */
const REQUEST_TIMEOUT_MS = 15_000;

// What spec §8's error page carries (web/src/features/content-pages/static/errors/ErrorPage.tsx). The web renders it in place of a
// page whose content it could not get, with the error's status; the page itself is what a visitor sees, so it is
// what counts here.
const ERROR_PAGE = /data-error-status="(\d+)"/;

/**
 * Milliseconds since `began`, the soak's start. With `readsPages`, an answer that shows the error page in place of
 * the content asked for is recorded as "error page <status>": a failure, whatever its HTTP status.
 */
export function tally(began, { readsPages = false } = {}) {
  const records = [];
  /** fetch(), counted and timed; a redirect followed counts once, with its final status. */
  const timedFetch = async (url, init = {}) => {
    const sent = performance.now();
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      // The body belongs to the request: its time counts, and the connection is free afterwards.
      const body = await response.arrayBuffer();
      const shown = readsPages && Buffer.from(body).toString('utf8').match(ERROR_PAGE);
      const status = shown ? `error page ${shown[1]}` : response.status;
      records.push({ url, at: sent - began, status, ms: performance.now() - sent });
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      records.push({
        url,
        at: sent - began,
        status: timeout.aborted ? 'timeout' : `error ${error.cause?.code ?? error.name}`,
        ms: performance.now() - sent,
      });
      throw error;
    }
  };
  return { records, fetch: timedFetch };
}

/** Count of records by status, e.g. { 200: 1234, 502: 3, error: 1 }. */
export function byStatus(records) {
  const counts = {};
  for (const { status } of records) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Answers with a 5xx status, an error page in place of the content, or none at all (a dead connection or a timeout
 * is what a visitor sees as a failure).
 */
export const isFailure = ({ status }) => typeof status !== 'number' || status >= 500;

/** p50, p95 and p99 of the answers' latencies in ms. */
export function percentiles(records) {
  const sorted = records.map(({ ms }) => ms).sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]) : 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
