import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

interface EnvelopeItem {
  header: { type: string; length?: number };
  payload: Record<string, unknown>;
}

export interface SentryIngest {
  /** A DSN for project 42 with public key `PUBLIC_KEY`. */
  dsn: string;
  /** Every request that reached the server, accepted or not, as received (after gzip). */
  bodies: string[];
  /** The `event` items of the accepted envelopes. */
  events(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const PUBLIC_KEY = 'b5a1f3c2d4e6';
const PROJECT_ID = '42';

/** The key Sentry's SDKs send, in the X-Sentry-Auth header or the `sentry_key` query parameter. */
function sentryKeyOf(url: URL, authHeader: string | undefined): string | undefined {
  return url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(authHeader ?? '')?.[1];
}

/** Sentry's envelope: a header line, then items, each a header line and a payload of `length` bytes or one line. */
function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let offset = body.indexOf(0x0a) + 1;
  while (offset > 0 && offset < body.length) {
    const headerEnd = body.indexOf(0x0a, offset);
    const header = JSON.parse(body.subarray(offset, headerEnd).toString()) as EnvelopeItem['header'];
    const start = headerEnd + 1;
    const lineEnd = body.indexOf(0x0a, start);
    const end = header.length !== undefined ? start + header.length : lineEnd === -1 ? body.length : lineEnd;
    items.push({ header, payload: JSON.parse(body.subarray(start, end).toString()) });
    offset = end + 1;
  }
  return items;
}

/**
 * A stand-in for Sentry's ingest on a free port: POST /api/<project>/envelope/ with the project's public key is
 * accepted (200 with the event id); any other path or key is refused, as the real one does.
 */
export async function startSentryIngest(): Promise<SentryIngest> {
  const bodies: string[] = [];
  const accepted: EnvelopeItem[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      bodies.push(body.toString());
      const url = new URL(req.url ?? '/', 'http://ingest');
      if (req.method !== 'POST' || url.pathname !== `/api/${PROJECT_ID}/envelope/`) {
        return void res.writeHead(404).end();
      }
      if (sentryKeyOf(url, req.headers['x-sentry-auth'] as string | undefined) !== PUBLIC_KEY) {
        return void res.writeHead(403, { 'content-type': 'application/json' }).end('{"detail":"invalid key"}');
      }
      const items = parseEnvelope(body);
      accepted.push(...items);
      const id = items.find(({ header }) => header.type === 'event')?.payload.event_id;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT_ID}`,
    bodies,
    events: () => accepted.filter(({ header }) => header.type === 'event').map(({ payload }) => payload),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
