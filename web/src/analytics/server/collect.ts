import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { CONSENT_COOKIE } from '@/consent/consentCookie';
import { readLimitedBody } from '@/graphql/proxyRequest';
import { BEACON_LIMIT_BYTES, type Beacon, parseBeacon } from './beacon';
import type { VisitorContext } from './context';

/** The first-party visitor id cookie: 16 hex digits, Matomo's _id format, GA4's client_id once split in two numbers. */
export const VISITOR_COOKIE = 'shop_vid';
const VISITOR_ID = /^[0-9a-f]{16}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

type CollectRequest = {
  url: string;
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
  cookies: { get(name: string): { value: string } | undefined };
};

const refusal = (code: string, status: number) =>
  Response.json({ code }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The beacon endpoint: validates a batch of events and answers 202 at once; `later` forwards them
 * after the answer (Next's `after`), so analytics never slows the page.
 */
export async function collect(
  request: CollectRequest,
  later: (beacon: Beacon, visitor: VisitorContext) => void,
): Promise<Response> {
  const read = await readLimitedBody(request.body, request.headers.get('content-length'), BEACON_LIMIT_BYTES);
  if (!read.ok) return refusal('PayloadTooLarge', 413);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(read.body));
  } catch {
    return refusal('InvalidBeacon', 400);
  }
  const parsed = parseBeacon(json);
  if (!parsed.ok) return refusal(parsed.code, 400);
  // Without the visitor's consent (none given yet, or declined) there is no visitor id: GA4 gets nothing, Matomo
  // counts cookieless, and a visitor cookie from an earlier consent is cleared.
  const consented = request.cookies.get(CONSENT_COOKIE)?.value === 'granted';
  const known = request.cookies.get(VISITOR_COOKIE)?.value;
  const clientId = !consented ? undefined : known && VISITOR_ID.test(known) ? known : randomBytes(8).toString('hex');
  const address = request.headers.get('x-forwarded-for')?.trim();
  later(parsed.beacon, {
    clientId,
    origin: new URL(request.url).origin,
    userAgent: request.headers.get('user-agent') ?? undefined,
    address: address && isIP(address) ? address : undefined,
  });
  const headers = new Headers({ 'cache-control': 'no-store' });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  if (clientId !== known)
    headers.set(
      'set-cookie',
      `${VISITOR_COOKIE}=${clientId ?? ''}; Path=/; Max-Age=${clientId ? YEAR_SECONDS : 0}; SameSite=Lax; HttpOnly${secure}`,
    );
  return new Response(null, { status: 202, headers });
}
