import { contentSecurityPolicy, withScriptHashes } from './contentSecurityPolicy';
import { integrationSources } from './integrations';
import { needsNonce, newNonce } from './nonce';
import { securityHeaders } from './securityHeaders';

/** The policy as { directive: sources }. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const local = { appEnv: 'local', mediaOrigin: 'http://localhost:1337' } as const;

describe('the Content-Security-Policy', () => {
  const base = { mediaOrigin: 'http://localhost:1337', production: false, development: false, integrations: [] };

  it('forbids framing, plugins, foreign <base> and foreign form targets on every page', () => {
    for (const nonce of [undefined, 'abc']) {
      const policy = parse(contentSecurityPolicy({ ...base, nonce }));
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:1337']);
    }
  });

  it('runs only scripts carrying the nonce on per-request pages', () => {
    const policy = parse(contentSecurityPolicy({ ...base, nonce: 'n0nce' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows cacheable pages scripts from the web only, and no inline script but those hashed', () => {
    const policy = contentSecurityPolicy(base);
    expect(parse(policy)['script-src']).toEqual(["'self'"]);
    expect(parse(withScriptHashes(policy, ['abc=', 'def=']))['script-src']).toEqual([
      "'self'",
      "'sha256-abc='",
      "'sha256-def='",
    ]);
    expect(withScriptHashes(policy, [])).toBe(policy);
  });

  it('allows no inline style element, only style attributes (next/image)', () => {
    const policy = parse(contentSecurityPolicy(base));
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it("lets the human check's workers start from the web's own files on every page, nonce or not", () => {
    for (const nonce of [undefined, 'abc']) {
      expect(parse(contentSecurityPolicy({ ...base, nonce }))['worker-src']).toEqual(["'self'"]);
    }
  });

  it('upgrades plain-HTTP requests in production only', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(parse(contentSecurityPolicy({ ...base, production: true }))).toHaveProperty('upgrade-insecure-requests');
  });

  it("allows eval and inline styles under next dev, which React's dev tools need", () => {
    const policy = parse(contentSecurityPolicy({ ...base, development: true, nonce: 'n' }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });

  it('adds the sources of configured integrations, once each', () => {
    const integrations = integrationSources({ chatwoot: { baseUrl: 'https://chat.example.com', websiteToken: 't' } });
    const policy = parse(contentSecurityPolicy({ ...base, integrations: [...integrations, ...integrations] }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://chat.example.com', 'wss://chat.example.com']);
  });

  it('names no foreign origin for error reports: the browser sends them to our own /monitoring/ tunnel', () => {
    expect(integrationSources({})).toEqual([]);
    expect(parse(contentSecurityPolicy({ ...base, integrations: integrationSources({}) }))['connect-src']).toEqual([
      "'self'",
    ]);
  });

  it("allows the chat widget's origin for its script, frame, API and websocket only when configured", () => {
    const chatwoot = { baseUrl: 'https://chat.example.com/support', websiteToken: 'token' };
    const policy = parse(
      contentSecurityPolicy({ ...base, nonce: 'n', integrations: integrationSources({ chatwoot }) }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'", 'https://chat.example.com']);
    expect(policy['frame-src']).toEqual(['https://chat.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://chat.example.com', 'wss://chat.example.com']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    const plainHttp = integrationSources({ chatwoot: { baseUrl: 'http://127.0.0.1:3900', websiteToken: 't' } });
    expect(plainHttp[0]?.['connect-src']).toEqual(['http://127.0.0.1:3900', 'ws://127.0.0.1:3900']);
    const without = parse(contentSecurityPolicy({ ...base, integrations: integrationSources({}) }));
    expect(without['frame-src']).toBeUndefined();
    expect(without['style-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sets the CSP and the other headers of every page, and no HSTS (the TLS edge sends it)', () => {
    const headers = securityHeaders({ env: local, integrations: [], development: false });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('strict-transport-security');
  });

  it('follows APP_ENV and MEDIA_PUBLIC_URL', () => {
    const headers = securityHeaders({
      env: { appEnv: 'production', mediaOrigin: 'https://media.example.com' },
      integrations: [],
      development: false,
      nonce: 'x',
    });
    expect(headers['Content-Security-Policy']).toContain('https://media.example.com');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(headers['Content-Security-Policy']).toContain("'nonce-x'");
  });
});

describe('nonces', () => {
  it('are given to the checkout pages in every locale, not to cacheable pages', () => {
    for (const path of [
      '/checkout/order/',
      '/fr/checkout/payment/',
      '/de/checkout/download/abc/',
      '/checkout/whatever',
    ]) {
      expect(needsNonce(path)).toBe(true);
    }
    for (const path of ['/', '/fr/', '/catalog/', '/de/category/x/', '/s/checkout/', '/errors/429/', '/checkouts/']) {
      expect(needsNonce(path)).toBe(false);
    }
  });

  it('are 128 random bits, new each time', () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(nonce);
  });
});
