import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { CONSENT_COOKIE } from '@/platform/consent/consentCookie';
import { readLimitedBody } from '@/platform/gateway/proxyRequest';
import type { AllowancePolicy, ClientAllowance } from '@/platform/http/clientAllowance';
import { BEACON_LIMIT_BYTES, type Beacon, parseBeacon } from './beacon';
import { withConfirmedPurchases } from './confirmedPurchases';
import type { VisitorContext } from './context';
import { openReceipt, RECEIPT_COOKIE, receiptCookie } from './purchaseReceipt';

/** The first-party visitor id cookie: 16 hex digits, Matomo's _id format, GA4's client_id once split in two numbers. */
export const VISITOR_COOKIE = 'shop_vid';
const VISITOR_ID = /^[0-9a-f]{16}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Events one client may send a minute. A visitor's page sends a page view and a few clicks per page, drained every
 * 3 s; 300 is a page a second with four events each. A script's flood (200 beacons of 50 events) stops here.
 */
export const BEACON_EVENTS: AllowancePolicy = { points: 300, duration: 60, keyPrefix: 'beacon' };

/** What the endpoint needs besides the request: each client's allowance of events, the key receipts are signed with. */
export type CollectOptions = { events: ClientAllowance; secret: string };

type CollectRequest = {
  url: string;
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
  cookies: { get(name: string): { value: string } | undefined };
};

const refusal = (code: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ code }, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * The beacon endpoint: validates a batch of events and answers 202 at once; `later` forwards them
 * after the answer (Next's `after`), so analytics never slows the page. A client past its allowance of events
 * gets 429; a purchase goes on only as the receipt of its payment says (confirmedPurchases.ts).
 */
export async function collect(
  request: CollectRequest,
  { events, secret }: CollectOptions,
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
  const address = request.headers.get('x-forwarded-for')?.trim();
  const wait = await events.take(address || 'unknown', parsed.beacon.events.length);
  if (wait > 0) return refusal('TooManyEvents', 429, { 'retry-after': String(wait) });
  const receipt = openReceipt(request.cookies.get(RECEIPT_COOKIE)?.value, secret);
  const confirmed = withConfirmedPurchases(parsed.beacon, receipt);
  // Without the visitor's consent (none given yet, or declined) there is no visitor id: GA4 gets nothing, Matomo
  // counts cookieless, and a visitor cookie from an earlier consent is cleared.
  const consented = request.cookies.get(CONSENT_COOKIE)?.value === 'granted';
  const known = request.cookies.get(VISITOR_COOKIE)?.value;
  const clientId = !consented ? undefined : known && VISITOR_ID.test(known) ? known : randomBytes(8).toString('hex');
  if (confirmed.events.length > 0)
    later(
      { ...parsed.beacon, events: confirmed.events },
      {
        clientId,
        origin: new URL(request.url).origin,
        userAgent: request.headers.get('user-agent') ?? undefined,
        address: address && isIP(address) ? address : undefined,
      },
    );
  const headers = new Headers({ 'cache-control': 'no-store' });
  const https = new URL(request.url).protocol === 'https:';
  const secure = https ? '; Secure' : '';
  // A receipt reports its purchase once.
  if (confirmed.used) headers.append('set-cookie', receiptCookie(null, https));
  if (clientId !== known)
    headers.append(
      'set-cookie',
      `${VISITOR_COOKIE}=${clientId ?? ''}; Path=/; Max-Age=${clientId ? YEAR_SECONDS : 0}; SameSite=Lax; HttpOnly${secure}`,
    );
  return new Response(null, { status: 202, headers });
}
