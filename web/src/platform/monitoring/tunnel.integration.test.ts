import { type SentryIngest, startSentryIngest } from '../../../../scripts/lib/sentry-ingest-stand-in';
import { ClientAllowance } from '@/platform/http/clientAllowance';
import { MAX_ENVELOPE_BYTES, TUNNEL_ENVELOPES, tunnelEnvelope } from './tunnel';

const KEY = 'abc123publickey';
let ingest: SentryIngest;
let dsn: string;

beforeAll(async () => {
  ingest = await startSentryIngest({ publicKey: KEY });
  dsn = ingest.dsn;
});
afterAll(() => ingest.stop());
let envelopes: ClientAllowance;
beforeEach(() => {
  ingest.received.length = 0;
  ingest.refused.length = 0;
  envelopes = ClientAllowance.inMemory(TUNNEL_ENVELOPES);
});

const envelope = (headerDsn: string | undefined, message = 'browser boom') =>
  `${JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn: headerDsn })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message, exception: { values: [{ type: 'Error', value: message }] } })}\n`;

/** Sends `body` through the tunnel as the browser would; resolves once any forwarding has finished. */
const status = (body: string, options?: { configured?: boolean; client?: string }) =>
  send(body, options).then((response) => response.status);

async function send(body: string, { configured = true, client = '203.0.113.7' } = {}) {
  const forwards: Promise<void>[] = [];
  const response = await tunnelEnvelope(
    new Request('http://shop.test/monitoring/', { method: 'POST', body, headers: { 'x-forwarded-for': client } }),
    { dsn: configured ? dsn : undefined, envelopes },
    (forward) => forwards.push(forward()),
  );
  await Promise.all(forwards);
  return response;
}

describe('the browser tunnel (/monitoring/)', () => {
  it("forwards an envelope for the configured DSN to its project's ingest", async () => {
    expect(await status(envelope(dsn))).toBe(200);
    expect(ingest.refused).toEqual([]);
    expect(ingest.received).toHaveLength(1);
    expect(ingest.received[0]?.project).toBe('42');
    expect(ingest.events()[0]?.exception?.values?.[0]?.value).toBe('browser boom');
  });

  it('accepts the DSN as the SDK rewrites it (explicit default port)', async () => {
    const withPort = `https://${KEY}@o1.ingest.example.io:443/42`;
    expect(
      await tunnelEnvelope(
        new Request('http://shop.test/monitoring/', { method: 'POST', body: envelope(withPort) }),
        { dsn: `https://${KEY}@o1.ingest.example.io/42`, envelopes },
        () => {},
      ).then((r) => r.status),
    ).toBe(200);
  });

  it('refuses an envelope for another DSN, and forwards nothing (no open relay)', async () => {
    const host = new URL(ingest.url).host;
    expect(await status(envelope(`http://otherkey@${host}/42`))).toBe(403);
    expect(await status(envelope(`http://${KEY}@${host}/43`))).toBe(403);
    expect(await status(envelope(`http://${KEY}@attacker.example/42`))).toBe(403);
    expect(ingest.received).toEqual([]);
  });

  it('refuses an envelope without a DSN, a malformed one and an oversized one', async () => {
    expect(await status(envelope(undefined))).toBe(400);
    expect(await status('not an envelope')).toBe(400);
    expect(await status(envelope(dsn, 'x'.repeat(MAX_ENVELOPE_BYTES)))).toBe(413);
    expect(ingest.received).toEqual([]);
  });

  it('answers 404 when no DSN is configured', async () => {
    expect(await status(envelope(dsn), { configured: false })).toBe(404);
    expect(ingest.received).toEqual([]);
  });

  it("takes one client's envelopes up to its allowance a minute, then 429 with Retry-After (issue 29)", async () => {
    const answers = [];
    for (let i = 0; i < TUNNEL_ENVELOPES.points + 40; i += 1) answers.push(await send(envelope(dsn, `boom ${i}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(TUNNEL_ENVELOPES.points);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ingest.received).toHaveLength(TUNNEL_ENVELOPES.points);
    // Another visitor's report still goes through.
    expect(await status(envelope(dsn), { client: '198.51.100.9' })).toBe(200);
  });
});
