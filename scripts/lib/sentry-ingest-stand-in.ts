// A local stand-in for Sentry's ingest, shared by the gateway's jest tests, the web's and the e2e: the SDKs'
// transports and the web's tunnel send to it what they would send to Sentry. TypeScript rather than .mjs: jest
// (CommonJS here) cannot load an ES module, and Playwright and jest both compile TypeScript.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

type EnvelopeItem = { header: { type?: string; length?: number }; payload: unknown };
export type ReceivedEnvelope = { project: string; header: { dsn?: string }; items: EnvelopeItem[] };

/** The fields of an error event the tests read; the rest as sent. */
export type SentryEvent = {
  [field: string]: unknown;
  event_id?: string;
  release?: string;
  environment?: string;
  message?: string;
  transaction?: string;
  tags?: Record<string, string>;
  request?: { method?: string; url?: string; data?: unknown; headers?: Record<string, string> };
  exception?: { values?: { type?: string; value?: string }[] };
  /** Set by Next's onRequestError on the web's server events. */
  contexts?: { nextjs?: { router_path?: string; request_path?: string } };
};

export type SentryIngest = {
  url: string;
  /** The DSN of the stand-in's project, with its public key. */
  dsn: string;
  /** Every request body that reached the stand-in, accepted or not, as sent (gzip undone). */
  bodies: string[];
  /** The accepted envelopes, in order. */
  received: ReceivedEnvelope[];
  /** What was refused and why (a body not gzip as it says, a malformed envelope, an unknown key or path). */
  refused: { status: number; reason: string }[];
  /** The error events received (items of type "event"), in order. */
  events(): SentryEvent[];
  stop(): Promise<void>;
};

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
 * The public key a request authenticates with, as Sentry reads it: `sentry_key` in the query or X-Sentry-Auth
 * (the SDKs' own transports), else the DSN in the envelope's header (a tunnelled envelope) for this project.
 */
function authenticatedKey(url: URL, auth: string | string[] | undefined, dsn: string | undefined, project: string) {
  const key = url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(String(auth ?? ''))?.[1];
  if (key) return key;
  if (!dsn || !URL.canParse(dsn)) return undefined;
  const parsed = new URL(dsn);
  return parsed.pathname.endsWith(`/${project}`) ? parsed.username : undefined;
}

/**
 * Envelopes at /api/{projectId}/envelope/, plain or gzipped (the Node transport gzips bodies over 32 kB), are
 * accepted (200 with the event id) only when authenticated with `publicKey`; anything else is refused, as Sentry
 * does, and not recorded as received.
 */
export async function startSentryIngest({ publicKey = 'b5a1f3c2d4e6', projectId = '42' } = {}): Promise<SentryIngest> {
  const bodies: string[] = [];
  const received: ReceivedEnvelope[] = [];
  const refused: SentryIngest['refused'] = [];
  const server = createServer(async (request, response) => {
    const refuse = (status: number, reason: string) => {
      refused.push({ status, reason });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: reason }));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Buffer;
    try {
      const raw = Buffer.concat(chunks);
      body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
    } catch {
      return refuse(400, 'body is not gzip');
    }
    bodies.push(body.toString('utf8'));
    const url = new URL(request.url ?? '/', 'http://ingest');
    if (request.method !== 'POST' || url.pathname !== `/api/${projectId}/envelope/`)
      return refuse(404, `no envelope endpoint at ${request.method} ${url.pathname}`);
    let envelope: Omit<ReceivedEnvelope, 'project'>;
    try {
      envelope = parseEnvelope(body);
    } catch {
      return refuse(400, 'malformed envelope');
    }
    if (authenticatedKey(url, request.headers['x-sentry-auth'], envelope.header.dsn, projectId) !== publicKey)
      return refuse(403, 'invalid key');
    received.push({ project: projectId, ...envelope });
    const event = envelope.items.find(({ header }) => header.type === 'event')?.payload as SentryEvent | undefined;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: event?.event_id }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dsn: `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    bodies,
    received,
    refused,
    events: () =>
      received.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentryEvent),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
