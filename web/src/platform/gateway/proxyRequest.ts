import { visitorHeaders } from './visitorHeaders';
import { trustedHopHeaders } from './trustedHop';

/** The gateway's own limit (express.json's 100 kB): larger bodies are refused before they reach it. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * What a browser may tell the gateway through /graphql/: content negotiation and Apollo's CSRF
 * preflight marker. Everything else is dropped, above all what only the web may set (authorization,
 * cookie, x-forwarded-*, forwarded, x-real-ip, x-web-proxy-secret, x-client-token).
 */
const BROWSER_HEADERS = ['accept', 'content-type', 'apollo-require-preflight'] as const;

type HeaderSource = { get(name: string): string | null };
type CookieSource = { get(name: string): { value: string } | undefined };

/** The headers of the gateway call for a browser's /graphql/ request. */
export function proxyRequestHeaders(incoming: HeaderSource, cookies: CookieSource, secret: string): Headers {
  const headers = new Headers(visitorHeaders(incoming, cookies));
  for (const name of BROWSER_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(trustedHopHeaders(incoming, secret))) headers.set(name, value);
  return headers;
}

type BodyRead = { ok: true; body: Uint8Array<ArrayBuffer> } | { ok: false; bytesRead: number };

/**
 * The request body, read while it streams in and abandoned as soon as it passes `limit` bytes (or
 * at once when Content-Length already says so): an oversized body is never held in memory.
 */
export async function readLimitedBody(
  stream: ReadableStream<Uint8Array> | null,
  contentLength: string | null,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyRead> {
  if (contentLength !== null && Number(contentLength) > limit) {
    await stream?.cancel();
    return { ok: false, bytesRead: 0 };
  }
  if (!stream) return { ok: true, body: new Uint8Array() };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, bytesRead: size };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, body };
}

/** Response headers of the gateway the browser gets: what the answer is, and how long to wait after a 429. */
export function proxyResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers({
    'content-type': upstream.get('content-type') ?? 'application/json',
    'x-content-type-options': 'nosniff',
  });
  const retryAfter = upstream.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
}
