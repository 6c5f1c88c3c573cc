import type { IncomingHttpHeaders } from 'node:http';
import type { MessageId } from '../src/platform/i18n/messages';

/** What the web answers: pages (GET, HEAD), forms, server actions and its API routes (POST), preflights (OPTIONS). */
const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** A request the web refuses before Next, which would answer it with a 500 (and report it as its own fault). */
export type Refusal = { status: 400 | 403 | 405; message: MessageId; headers?: Record<string, string> };

const FORM_TYPES = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i;

/** A multipart body without a boundary cannot be split into its parts: Next's body parser throws on it. */
function lacksBoundary(contentType: string): boolean {
  return /^\s*multipart\//i.test(contentType) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(contentType);
}

/**
 * A server action (Next's `next-action` header, or a form posted without JavaScript) from a page of another host:
 * Next refuses it by throwing, a 500. The host is the one the browser addressed (X-Forwarded-Host behind the edge).
 */
function foreignAction(headers: IncomingHttpHeaders): boolean {
  const contentType = headers['content-type'] ?? '';
  if (!headers['next-action'] && !FORM_TYPES.test(contentType)) return false;
  const origin = headers.origin;
  // No Origin (an old client, a script): Next lets it through, and so do we. `null` (an opaque origin: a sandboxed
  // frame, a redirect from elsewhere) is never one of our pages.
  if (origin === undefined) return false;
  const forwarded = headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || headers.host;
  return !URL.canParse(origin) || new URL(origin).host !== host;
}

/** Why `method` with `headers` is refused before Next, or undefined when Next may answer it. */
export function refusedRequest(method: string | undefined, headers: IncomingHttpHeaders): Refusal | undefined {
  if (!method || !METHODS.includes(method))
    return { status: 405, message: 'badRequest.method', headers: { Allow: METHODS.join(', ') } };
  if (method !== 'POST') return undefined;
  if (lacksBoundary(headers['content-type'] ?? '')) return { status: 400, message: 'badRequest.body' };
  if (foreignAction(headers)) return { status: 403, message: 'badRequest.origin' };
  return undefined;
}
