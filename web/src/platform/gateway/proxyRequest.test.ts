import { BODY_LIMIT_BYTES, proxyRequestHeaders, proxyResponseHeaders, readLimitedBody } from './proxyRequest';
import { trustedHopHeaders } from './trustedHop';

const noCookies = { get: () => undefined };

/** A body arriving in `count` chunks of `size` bytes; `pulled` counts the chunks the reader asked for. */
function streamOf(count: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled === count) return controller.close();
        state.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('proxyRequestHeaders', () => {
  const passed = {
    accept: 'application/graphql-response+json',
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
    // Set by the custom server: the one client address.
    'x-forwarded-for': '198.51.100.7',
  };
  // Sent by the browser: only the web may set these.
  const forbidden = {
    authorization: 'Bearer stolen',
    cookie: 'session=1',
    forwarded: 'for=1.2.3.4',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-real-ip': '1.2.3.4',
    'x-web-proxy-secret': 'forged',
    'x-client-token': 'forged',
    host: 'shop.example',
  };

  it("passes content negotiation, Apollo's preflight marker, the currency the web decided, and the web's own hop headers", () => {
    const hints = { 'accept-language': 'fr', 'x-region': 'CA' };
    const headers = Object.fromEntries(
      proxyRequestHeaders(new Headers({ ...passed, ...hints, ...forbidden }), noCookies, 'secret-of-the-web'),
    );
    expect(headers).toEqual({ ...passed, 'x-currency': 'CAD', 'x-web-proxy-secret': 'secret-of-the-web' });
  });

  it('decides the currency from the tz cookie when the visitor gives no other hint', () => {
    const headers = proxyRequestHeaders(new Headers(), { get: () => ({ value: 'America/Toronto' }) }, 's');
    expect(headers.get('x-currency')).toBe('CAD');
  });

  it("replaces a currency the browser names with the web's own decision", () => {
    const headers = proxyRequestHeaders(new Headers({ 'x-currency': 'EUR' }), noCookies, 's');
    expect(headers.get('x-currency')).toBe('USD');
  });
});

describe('trustedHopHeaders', () => {
  it('vouches for the address the custom server set, and only for an IP address', () => {
    expect(trustedHopHeaders(new Headers({ 'x-forwarded-for': '2001:db8::1' }), 's')).toEqual({
      'x-forwarded-for': '2001:db8::1',
      'x-web-proxy-secret': 's',
    });
    expect(trustedHopHeaders(new Headers({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }), 's')).toEqual({
      'x-web-proxy-secret': 's',
    });
    expect(trustedHopHeaders(new Headers(), 's')).toEqual({ 'x-web-proxy-secret': 's' });
  });
});

describe('readLimitedBody', () => {
  it('reads a body within the limit whole', async () => {
    const { stream } = streamOf(3, 1000);
    const result = await readLimitedBody(stream, null);
    expect(result).toEqual({ ok: true, body: new Uint8Array(3000).fill(97) });
  });

  it('stops reading as soon as the limit is passed, and cancels the rest', async () => {
    const { stream, state } = streamOf(300, 16 * 1024); // 4.8 MB offered
    const result = await readLimitedBody(stream, null);
    expect(result).toEqual({ ok: false, bytesRead: 7 * 16 * 1024 });
    expect(state.pulled).toBe(7);
    expect(state.cancelled).toBe(true);
  });

  it('refuses at once, reading nothing, when Content-Length is over the limit', async () => {
    const { stream, state } = streamOf(10, 1);
    expect(await readLimitedBody(stream, String(BODY_LIMIT_BYTES + 1))).toEqual({ ok: false, bytesRead: 0 });
    expect(state.pulled).toBe(0);
  });

  it('takes exactly the limit', async () => {
    const { stream } = streamOf(1, BODY_LIMIT_BYTES);
    expect((await readLimitedBody(stream, String(BODY_LIMIT_BYTES))).ok).toBe(true);
  });
});

describe('proxyResponseHeaders', () => {
  it("passes the gateway's content type and Retry-After, nothing else", () => {
    const upstream = new Headers({
      'content-type': 'application/graphql-response+json',
      'retry-after': '30',
      'x-powered-by': 'Express',
      'set-cookie': 'a=b',
    });
    expect(Object.fromEntries(proxyResponseHeaders(upstream))).toEqual({
      'content-type': 'application/graphql-response+json',
      'retry-after': '30',
      'x-content-type-options': 'nosniff',
    });
  });
});
