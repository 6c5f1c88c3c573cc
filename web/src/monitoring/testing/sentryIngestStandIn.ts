import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type EnvelopeItem = { header: { type?: string; length?: number }; payload: unknown };
export type ReceivedEnvelope = { project: string; header: { dsn?: string }; items: EnvelopeItem[] };

/** Splits an envelope: a header line, then items of a header line and a payload (`length` bytes, else one line). */
function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, 'project'> {
  let at = 0;
  const line = (length?: number) => {
    const end = length === undefined ? body.indexOf(0x0a, at) : at + length;
    const text = body.subarray(at, end < 0 ? body.length : end).toString('utf8');
    at = end < 0 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const itemLine = line();
    if (!itemLine) continue;
    const itemHeader = JSON.parse(itemLine) as EnvelopeItem['header'];
    const raw = line(itemHeader.length);
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {}
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/**
 * The public key a request authenticates with, as Sentry reads it: `sentry_key` in the query (the SDKs' own
 * transport) or X-Sentry-Auth, else the DSN in the envelope's header (a tunnelled envelope), for this project.
 */
function authenticatedKey(url: URL, auth: string | string[] | undefined, dsn: string | undefined, project: string) {
  const key = url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(String(auth ?? ''))?.[1];
  if (key) return key;
  if (!dsn || !URL.canParse(dsn)) return undefined;
  const parsed = new URL(dsn);
  return parsed.pathname.endsWith(`/${project}`) ? parsed.username : undefined;
}

/**
 * A local stand-in for Sentry's ingest: envelopes at /api/{project}/envelope/, accepted (200) only when
 * authenticated with `publicKey`; anything else is refused and not recorded.
 */
export async function startSentryIngest(publicKey: string) {
  const received: ReceivedEnvelope[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://ingest');
    const project = /^\/api\/(\d+)\/envelope\/$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !project) return void response.writeHead(404).end();
    let envelope: Omit<ReceivedEnvelope, 'project'>;
    try {
      envelope = parseEnvelope(Buffer.concat(chunks));
    } catch {
      return void response.writeHead(400).end('malformed envelope');
    }
    if (authenticatedKey(url, request.headers['x-sentry-auth'], envelope.header.dsn, project) !== publicKey)
      return void response.writeHead(401).end('unknown key');
    received.push({ project, ...envelope });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The error events received (items of type "event"), in order. */
    events: () =>
      received.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentryEvent),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SentryEvent = {
  release?: string;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  /** Set by Next's onRequestError on server events. */
  contexts?: { nextjs?: { router_path?: string; request_path?: string } };
};
