import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import fresh from 'fresh';
import type { PageCacheStore } from '../src/platform/cache/pageCacheStore';
import { type ServedPage, traceServedPages } from '../src/platform/cache/servedPageTrace';
import { LOCALE_COOKIE } from '../src/platform/i18n/localeCookie';
import { SESSION_MARKER_COOKIE } from '../src/platform/http/sessionCookie';
import { captureResponse } from './captureResponse';
import { replayKey } from './replayKey';

interface Replay {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  page: ServedPage;
}

// Cookies proxy.ts sets from inputs in the replay key (the router's locale cookie, the marker repair): the same
// for every request with that key. Any other cookie on a response keeps it from being replayed.
const KEYED_COOKIES = new Set([LOCALE_COOKIE, SESSION_MARKER_COOKIE]);
const MAX_BYTES = 50 * 1024 * 1024;

function setsOnlyKeyedCookies(headers: OutgoingHttpHeaders): boolean {
  const cookies = headers['set-cookie'] ?? [];
  return (Array.isArray(cookies) ? cookies : [String(cookies)]).every((cookie) =>
    KEYED_COOKIES.has(cookie.slice(0, cookie.indexOf('='))),
  );
}

// What a 304 leaves out, as Next's does (send-payload.js): it says nothing of a body.
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'transfer-encoding'];

/** The kept response, or a 304 when the browser's copy has its ETag (`fresh`, as Next decides it). */
function send(request: IncomingMessage, response: ServerResponse, { status, headers, body }: Replay): void {
  if (fresh(request.headers, { etag: headers.etag })) {
    const unchanged = Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.includes(name)));
    response.writeHead(304, unchanged);
    response.end();
    return;
  }
  response.writeHead(status, { ...headers, 'content-length': body.byteLength });
  response.end(body);
}

/**
 * Whole-page responses of the ISR page cache, kept as bytes and sent again (ADR 0024): a cached page costs Next
 * its whole request pipeline (proxy, routing, reading and decoding the entry, hashing the HTML for its ETag) on
 * every hit; this answers the same request again in a fraction of that. A response is kept only when Next
 * served it from the page cache (`x-nextjs-cache: HIT`, one page traced), and sent again only while that page
 * would still be a hit: before its revalidate time and while no tag of it was invalidated since it was stored
 * (the store's tag times, shared by every web process through Redis). Keyed by every input that routes the
 * request (replayKey.ts); a response with a per-request nonce or an unkeyed cookie is never kept.
 */
export class PageReplays {
  private readonly replays = new Map<string, Replay>();
  private bytes = 0;

  constructor(
    private readonly store: PageCacheStore,
    private readonly maxBytes = MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers `request` from a replay, or has `next` answer it and keeps the response when it may be replayed. */
  async handle(request: IncomingMessage, response: ServerResponse, next: () => Promise<void>): Promise<void> {
    const key = replayKey(request);
    if (!key) return next();
    const replay = await this.current(key);
    if (replay) return send(request, response, replay);
    const served: ServedPage[] = [];
    const body = captureResponse(response);
    await Promise.all([traceServedPages(served, next), finished(response).catch(() => {})]);
    if (served.length !== 1 || response.statusCode !== 200) return;
    const headers = response.getHeaders();
    if (headers['x-nextjs-cache'] !== 'HIT' || !setsOnlyKeyedCookies(headers)) return;
    if (String(headers['content-security-policy'] ?? '').includes("'nonce-")) return;
    const bytes = body();
    if (bytes) this.keep(key, { status: 200, headers, body: bytes, page: served[0] });
  }

  /**
   * The kept response for `key` while its page would still be a hit. It stays in the map while the tag times are
   * read (a Redis round trip), so that concurrent requests for it are answered from it too.
   */
  private async current(key: string): Promise<Replay | undefined> {
    const replay = this.replays.get(key);
    if (!replay) return undefined;
    const { tags, lastModified, dueAt } = replay.page;
    const current = this.now() < dueAt && (await this.untouchedSince(tags, lastModified));
    const held = this.replays.get(key) === replay;
    if (!current) {
      if (held) this.drop(key);
      return undefined;
    }
    if (held) {
      // Most recently used: last in the Map's order.
      this.replays.delete(key);
      this.replays.set(key, replay);
    }
    return replay;
  }

  /** No tag of the page invalidated since it was stored (a store that fails: as if one was). */
  private async untouchedSince(tags: string[], lastModified: number): Promise<boolean> {
    try {
      return (await this.store.invalidatedAt(tags)) < lastModified;
    } catch {
      return false;
    }
  }

  /** Inserted last, so the Map's order is least recently used first. */
  private keep(key: string, replay: Replay): void {
    this.drop(key);
    if (replay.body.byteLength > this.maxBytes) return;
    this.replays.set(key, replay);
    this.bytes += replay.body.byteLength;
    for (const oldest of this.replays.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const replay = this.replays.get(key);
    if (!replay) return;
    this.replays.delete(key);
    this.bytes -= replay.body.byteLength;
  }
}
