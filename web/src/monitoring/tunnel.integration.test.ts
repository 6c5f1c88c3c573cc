import { type SentryIngest, startSentryIngest } from '../../../scripts/lib/sentry-ingest-stand-in';
import { MAX_ENVELOPE_BYTES, tunnelEnvelope } from './tunnel';

const KEY = 'abc123publickey';
let ingest: SentryIngest;
let dsn: string;

beforeAll(async () => {
  ingest = await startSentryIngest({ publicKey: KEY });
  dsn = ingest.dsn;
});
afterAll(() => ingest.stop());
beforeEach(() => {
  ingest.received.length = 0;
  ingest.refused.length = 0;
});

const envelope = (headerDsn: string | undefined, message = 'browser boom') =>
  `${JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn: headerDsn })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message, exception: { values: [{ type: 'Error', value: message }] } })}\n`;

/** Sends `body` through the tunnel as the browser would; resolves once any forwarding has finished. */
async function send(body: string, { configured = true } = {}) {
  const forwards: Promise<void>[] = [];
  const response = await tunnelEnvelope(
    new Request('http://shop.test/monitoring/', { method: 'POST', body }),
    configured ? dsn : undefined,
    (forward) => forwards.push(forward()),
  );
  await Promise.all(forwards);
  return response.status;
}

describe('the browser tunnel (/monitoring/)', () => {
  it("forwards an envelope for the configured DSN to its project's ingest", async () => {
    expect(await send(envelope(dsn))).toBe(200);
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
        `https://${KEY}@o1.ingest.example.io/42`,
        () => {},
      ).then((r) => r.status),
    ).toBe(200);
  });

  it('refuses an envelope for another DSN, and forwards nothing (no open relay)', async () => {
    const host = new URL(ingest.url).host;
    expect(await send(envelope(`http://otherkey@${host}/42`))).toBe(403);
    expect(await send(envelope(`http://${KEY}@${host}/43`))).toBe(403);
    expect(await send(envelope(`http://${KEY}@attacker.example/42`))).toBe(403);
    expect(ingest.received).toEqual([]);
  });

  it('refuses an envelope without a DSN, a malformed one and an oversized one', async () => {
    expect(await send(envelope(undefined))).toBe(400);
    expect(await send('not an envelope')).toBe(400);
    expect(await send(envelope(dsn, 'x'.repeat(MAX_ENVELOPE_BYTES)))).toBe(413);
    expect(ingest.received).toEqual([]);
  });

  it('answers 404 when no DSN is configured', async () => {
    expect(await send(envelope(dsn), { configured: false })).toBe(404);
    expect(ingest.received).toEqual([]);
  });
});
