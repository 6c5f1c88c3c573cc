import { DEV_GATEWAY_SECRET, DEV_WEB_PROXY_SECRET, readSentryConfig, readWebEnv } from './env';

const STRONG = 'k3V9wQ2xZr7bT1mN8pL4sD6fH0jA5cYe';
/** Production's public addresses, which it requires (issue 32). */
const PUBLIC = { MEDIA_PUBLIC_URL: 'https://media.example.com', ACCOUNT_SITE_URL: 'https://shop.example.com/account' };

describe('readWebEnv', () => {
  it('serves a fresh machine with no variables: local, development secret, no trusted proxy', () => {
    expect(readWebEnv({})).toEqual({
      appEnv: 'local',
      port: 3000,
      gatewayUrl: 'http://localhost:4000/graphql',
      gatewayTimeoutMs: 12_000,
      webProxySecret: DEV_WEB_PROXY_SECRET,
      trustedProxyHops: 0,
      renderConcurrency: 16,
      mediaOrigin: 'http://localhost:1337',
      accountSiteUrl: 'http://localhost:3000/account',
      cookieDomain: undefined,
      authApiUrl: 'http://localhost:1337',
      gatewaySecret: DEV_GATEWAY_SECRET,
      chatwoot: undefined,
    });
  });

  it('reads every variable, treating empty ones as unset', () => {
    expect(
      readWebEnv({
        APP_ENV: 'production',
        PORT: '8080',
        GATEWAY_URL: 'http://gateway:4000/graphql',
        GATEWAY_TIMEOUT_MS: '3000',
        WEB_PROXY_SECRET: STRONG,
        TRUSTED_PROXY_HOPS: '1',
        RENDER_CONCURRENCY: '4',
        MEDIA_PUBLIC_URL: 'https://media.example.com/base/',
        ACCOUNT_SITE_URL: 'https://account.example.com/',
        COOKIE_DOMAIN: 'example.com',
        AUTH_API_URL: 'http://backend:1337/',
        GATEWAY_SECRET: `${STRONG}-gw`,
        CHATWOOT_BASE_URL: 'https://chat.example.com/',
        CHATWOOT_WEBSITE_TOKEN: 'aB3dE5fG7hJ9kL1m',
      }),
    ).toEqual({
      appEnv: 'production',
      port: 8080,
      gatewayUrl: 'http://gateway:4000/graphql',
      gatewayTimeoutMs: 3000,
      webProxySecret: STRONG,
      trustedProxyHops: 1,
      renderConcurrency: 4,
      mediaOrigin: 'https://media.example.com',
      accountSiteUrl: 'https://account.example.com/',
      cookieDomain: 'example.com',
      authApiUrl: 'http://backend:1337',
      gatewaySecret: `${STRONG}-gw`,
      chatwoot: { baseUrl: 'https://chat.example.com', websiteToken: 'aB3dE5fG7hJ9kL1m' },
    });
    expect(readWebEnv({ APP_ENV: '', TRUSTED_PROXY_HOPS: '' }).trustedProxyHops).toBe(0);
  });

  it.each([
    [{ APP_ENV: 'staging' }, 'APP_ENV'],
    [{ APP_ENV: 'development' }, 'APP_ENV'],
    [{ GATEWAY_URL: 'gateway:4000' }, 'GATEWAY_URL'],
    [{ GATEWAY_TIMEOUT_MS: 'soon' }, 'GATEWAY_TIMEOUT_MS'],
    [{ GATEWAY_TIMEOUT_MS: '0' }, 'GATEWAY_TIMEOUT_MS'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS'],
    [{ TRUSTED_PROXY_HOPS: 'one' }, 'TRUSTED_PROXY_HOPS'],
    [{ RENDER_CONCURRENCY: '0' }, 'RENDER_CONCURRENCY'],
    [{ MEDIA_PUBLIC_URL: 'ftp://media' }, 'MEDIA_PUBLIC_URL'],
    [{ PORT: 'http' }, 'PORT'],
    [{ ACCOUNT_SITE_URL: '/account' }, 'ACCOUNT_SITE_URL'],
    [{ COOKIE_DOMAIN: 'example.com; Secure' }, 'COOKIE_DOMAIN'],
    [{ AUTH_API_URL: 'backend:1337' }, 'AUTH_API_URL'],
    [{ CHATWOOT_BASE_URL: 'chat.example.com', CHATWOOT_WEBSITE_TOKEN: 'abc' }, 'CHATWOOT_BASE_URL'],
    [{ CHATWOOT_BASE_URL: 'https://chat.example.com', CHATWOOT_WEBSITE_TOKEN: '<script>' }, 'CHATWOOT_WEBSITE_TOKEN'],
  ])('stops on %j, naming %s', (env, variable) => {
    expect(() => readWebEnv(env)).toThrow(new RegExp(`\\b${variable}:`));
  });

  it.each([
    undefined,
    DEV_WEB_PROXY_SECRET,
    'change-me',
    'CHANGE_ME-please-0123456789abcdefghij',
    'short-but-random-1234',
  ])('refuses WEB_PROXY_SECRET=%s in production', (secret) => {
    expect(() =>
      readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: secret, GATEWAY_SECRET: STRONG }),
    ).toThrow(/WEB_PROXY_SECRET:/);
  });

  it.each([DEV_GATEWAY_SECRET, 'short-but-random-1234'])(
    'refuses GATEWAY_SECRET=%s in production, naming it',
    (secret) => {
      expect(() =>
        readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: STRONG, GATEWAY_SECRET: secret }),
      ).toThrow(/GATEWAY_SECRET:/);
    },
  );

  it('goes without GATEWAY_SECRET in production (no visitor address on /api/connect/*)', () => {
    expect(readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: STRONG }).gatewaySecret).toBeUndefined();
  });

  it.each([{ CHATWOOT_BASE_URL: 'https://chat.example.com' }, { CHATWOOT_WEBSITE_TOKEN: 'abc' }])(
    'stops when only one of the chat widget variables is set: %j',
    (env) => {
      expect(() => readWebEnv(env)).toThrow(/CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN: set both/);
    },
  );

  it.each([
    ['WEB_PROXY_SECRET', 'a'.repeat(32)],
    ['GATEWAY_SECRET', 'abc123'.repeat(6)],
  ])('refuses a %s that is easy to guess in production (issue 29: 32 × a)', (name, value) => {
    expect(() =>
      readWebEnv({
        ...PUBLIC,
        APP_ENV: 'production',
        WEB_PROXY_SECRET: STRONG,
        GATEWAY_SECRET: `${STRONG}-gw`,
        [name]: value,
      }),
    ).toThrow(new RegExp(`${name}: is too easy to guess`));
  });

  it('refuses one value for two secrets in production, naming both', () => {
    expect(() =>
      readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: STRONG, GATEWAY_SECRET: STRONG }),
    ).toThrow(/GATEWAY_SECRET: is the same value as WEB_PROXY_SECRET/);
    expect(() =>
      readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: STRONG, REVALIDATE_SECRET: STRONG }),
    ).toThrow(/REVALIDATE_SECRET: is the same value as WEB_PROXY_SECRET/);
  });

  it.each([
    ['MEDIA_PUBLIC_URL', undefined, 'is missing'],
    ['MEDIA_PUBLIC_URL', 'http://backend:1337', 'must be an https address'],
    ['ACCOUNT_SITE_URL', 'https://localhost:3000/account', 'is on localhost (localhost)'],
    ['ACCOUNT_SITE_URL', 'https://192.168.0.10/account', 'is a private address (192.168.0.10)'],
  ])('refuses %s=%s in production: browsers are sent there (issue 32)', (name, value, problem) => {
    expect(() => readWebEnv({ ...PUBLIC, APP_ENV: 'production', WEB_PROXY_SECRET: STRONG, [name]: value })).toThrow(
      `${name}: ${problem}`,
    );
  });

  it('accepts the development secret in local', () => {
    expect(readWebEnv({ WEB_PROXY_SECRET: DEV_WEB_PROXY_SECRET }).webProxySecret).toBe(DEV_WEB_PROXY_SECRET);
  });
});

describe('readSentryConfig (error reporting, optional)', () => {
  const DSN = 'https://abc123@o1.ingest.example.io/42';
  const read = (env: Record<string, string | undefined>) => {
    const logged: string[] = [];
    return { config: readSentryConfig(env, (message) => logged.push(message)), logged };
  };

  it('is off and silent without SENTRY_DSN (empty counts as unset)', () => {
    expect(read({})).toEqual({ config: undefined, logged: [] });
    expect(read({ SENTRY_DSN: '', SENTRY_TRACES_SAMPLE_RATE: '0.5' })).toEqual({ config: undefined, logged: [] });
  });

  it('files events under APP_ENV unless SENTRY_ENVIRONMENT says otherwise; no tracing by default', () => {
    expect(read({ SENTRY_DSN: DSN, APP_ENV: 'production' }).config).toEqual({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0,
    });
    expect(read({ SENTRY_DSN: DSN }).config?.environment).toBe('local');
    expect(
      read({ SENTRY_DSN: DSN, APP_ENV: 'production', SENTRY_ENVIRONMENT: 'staging', SENTRY_TRACES_SAMPLE_RATE: '0.1' })
        .config,
    ).toEqual({ dsn: DSN, environment: 'staging', tracesSampleRate: 0.1 });
  });

  it('logs a bad value once, naming the variable, and turns reporting off instead of stopping the shop', () => {
    expect(read({ SENTRY_DSN: 'not a dsn' })).toEqual({
      config: undefined,
      logged: ['Error reporting off: SENTRY_DSN: must be a URL such as https://publicKey@o1.ingest.sentry.io/42'],
    });
    expect(read({ SENTRY_DSN: 'https://abc:secret@o1.ingest.example.io/42' }).logged).toEqual([
      'Error reporting off: SENTRY_DSN: must not carry a secret key (public key only)',
    ]);
    expect(read({ SENTRY_DSN: 'https://o1.ingest.example.io/42' }).logged[0]).toContain('public key');
    expect(read({ SENTRY_DSN: 'https://abc@o1.ingest.example.io/' }).logged[0]).toContain('project id');
    expect(read({ SENTRY_DSN: DSN, SENTRY_TRACES_SAMPLE_RATE: '2' }).logged).toEqual([
      'Error reporting off: SENTRY_TRACES_SAMPLE_RATE: must be a number from 0 to 1',
    ]);
    expect(read({ SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'a/b' }).config).toBeUndefined();
  });

  it('leaves the rest of the configuration alone: a bad DSN never stops the web', () => {
    expect(() => readWebEnv({ SENTRY_DSN: 'not a dsn' })).not.toThrow();
  });
});
