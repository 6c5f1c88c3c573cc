import type { AllowancePolicy, ClientAllowance } from '@/platform/http/clientAllowance';
import { type Dsn, envelopeUrl, parseDsn, sameDsn } from './dsn';

/** Sentry takes 1 MB per event; a browser's error or transaction envelope is far smaller. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;
/**
 * Envelopes one client may send a minute. A page sends an error, a transaction or a session update now and then
 * (the SDK drops repeats of an error); a script replaying envelopes would spend the project's Sentry quota.
 */
export const TUNNEL_ENVELOPES: AllowancePolicy = { points: 60, duration: 60, keyPrefix: 'tunnel' };

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The body, or undefined once it outgrows `limit` (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The DSN an envelope's first line (its header) names, if any. */
function envelopeDsn(body: Uint8Array): Dsn | undefined {
  const end = body.indexOf(0x0a);
  try {
    const header: unknown = JSON.parse(new TextDecoder().decode(end < 0 ? body : body.subarray(0, end)));
    const dsn = (header as { dsn?: unknown } | null)?.dsn;
    return typeof dsn === 'string' ? parseDsn(dsn) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's envelopes, passed on to the configured project's ingest and nowhere else (no open
 * relay): only envelopes naming that DSN, up to MAX_ENVELOPE_BYTES, TUNNEL_ENVELOPES a minute per client (then
 * 429 with Retry-After, which the SDK honours). The answer does not wait for Sentry; `schedule` runs the
 * forwarding after it (Next's `after`).
 */
export async function tunnelEnvelope(
  request: Request,
  { dsn: configuredDsn, envelopes }: { dsn: string | undefined; envelopes: ClientAllowance },
  schedule: (forward: () => Promise<void>) => void,
): Promise<Response> {
  const target = configuredDsn === undefined ? undefined : parseDsn(configuredDsn);
  if (!target) return answer(404);
  const wait = await envelopes.take(request.headers.get('x-forwarded-for')?.trim() || 'unknown');
  if (wait > 0) return answer(429, { 'Retry-After': String(wait) });
  const body = await readLimited(request, MAX_ENVELOPE_BYTES);
  if (!body) return answer(413);
  const named = envelopeDsn(body);
  if (!named) return answer(400);
  if (!sameDsn(named, target)) return answer(403);
  schedule(async () => {
    try {
      const response = await fetch(envelopeUrl(target), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      if (!response.ok) console.warn(`Error reporting: Sentry answered ${response.status} to a browser envelope`);
    } catch (error) {
      console.warn(`Error reporting: a browser envelope could not reach Sentry (${(error as Error).message})`);
    }
  });
  return answer(200);
}
