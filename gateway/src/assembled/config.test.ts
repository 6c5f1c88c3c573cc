import { CACHE_LIFETIMES } from '../cache/lifetimes';
import { ConfigError, loadConfig } from '../config';
import { RATE_LIMIT_POLICIES } from '../limits/rate-limits';
import { BREAKER_POLICY } from '../upstreams/circuit-breaker';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      appEnv: 'local',
      port: 4000,
      host: '0.0.0.0',
      logLevel: 'info',
      content: { url: 'http://localhost:1337', prefix: '/api', token: undefined, timeoutMs: 5000 },
      mediaPublicUrl: 'http://localhost:1337',
      shop: { url: 'http://localhost:1337', prefix: '/api', timeoutMs: 10000 },
      auth: { url: 'http://localhost:1337', timeoutMs: 10000 },
      gatewaySecret: 'DEV-ONLY-gateway-secret',
      revalidateSecret: 'DEV-ONLY-revalidate-secret',
      webRevalidateUrl: 'http://localhost:3000/api/revalidate/',
      freeSampleUrl: 'free-process-diagram-sample',
      redisUrl: undefined,
      cacheKeyPrefix: 'gateway:',
      cacheLifetimes: CACHE_LIFETIMES,
      corsOrigins: ['http://localhost:3000'],
      webProxySecret: 'DEV-ONLY-web-proxy-secret',
      altcha: { hmacKey: undefined, maxNumber: 200_000, expiresSeconds: 600 },
      metrics: { port: 9464, host: '127.0.0.1' },
      rateLimits: RATE_LIMIT_POLICIES,
      circuitBreaker: BREAKER_POLICY,
      enforceLimits: true,
      trustedDocuments: { only: false, clientTokens: [] },
      graphiql: true,
    });
  });

  it('reads every variable and derives the upstream defaults from CONTENT_API_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      CONTENT_API_URL: 'https://cms.example.com/',
      CONTENT_API_PREFIX: '/v5/',
      CONTENT_API_TOKEN: 'secret',
      CONTENT_TIMEOUT_MS: '1500',
      FREE_SAMPLE_URL: 'free-sample',
      REDIS_URL: 'redis://cache.example.com:6379/2',
      REDIS_KEY_PREFIX: 'shop-prod:',
      CORS_ORIGINS: 'https://shop.example.com, https://www.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'debug',
      content: { url: 'https://cms.example.com', prefix: '/v5', token: 'secret', timeoutMs: 1500 },
      mediaPublicUrl: 'https://cms.example.com',
      shop: { url: 'https://cms.example.com', prefix: '/api', timeoutMs: 10000 },
      auth: { url: 'https://cms.example.com', timeoutMs: 10000 },
      freeSampleUrl: 'free-sample',
      redisUrl: 'redis://cache.example.com:6379/2',
      cacheKeyPrefix: 'shop-prod:',
      corsOrigins: ['https://shop.example.com', 'https://www.example.com'],
    });
  });

  it('keeps explicit media, shop and auth URLs', () => {
    const config = loadConfig({
      MEDIA_PUBLIC_URL: 'https://media.example.com',
      SHOP_API_URL: 'https://shop-api.example.com',
      AUTH_API_URL: 'https://auth.example.com',
    });
    expect(config).toMatchObject({
      mediaPublicUrl: 'https://media.example.com',
      shop: { url: 'https://shop-api.example.com' },
      auth: { url: 'https://auth.example.com', timeoutMs: 10000 },
    });
  });

  it('reads the shop prefix and timeout', () => {
    expect(
      loadConfig({
        SHOP_API_URL: 'http://shop.internal:1337/',
        SHOP_API_PREFIX: '/shop/',
        SHOP_TIMEOUT_MS: '2500',
      }).shop,
    ).toEqual({
      url: 'http://shop.internal:1337',
      prefix: '/shop',
      timeoutMs: 2500,
    });
    expect(loadConfig({ SHOP_API_PREFIX: '/' }).shop.prefix).toBe('');
  });

  it('multiplies every cache lifetime by CACHE_LIFETIME_SCALE, fractions of a second included', () => {
    const { cacheLifetimes } = loadConfig({ CACHE_LIFETIME_SCALE: '0.004' });
    expect(cacheLifetimes.categories).toBeCloseTo(1.2);
    expect(cacheLifetimes.popularCategories).toBeCloseTo(14.4);
    expect(cacheLifetimes.searchIndex).toBeCloseTo(1.2);
    expect(cacheLifetimes.graphqlResult).toBeCloseTo(0.24);
  });

  it('takes CONTENT_API_PREFIX=/ as no prefix', () => {
    expect(loadConfig({ CONTENT_API_PREFIX: '/' }).content.prefix).toBe('');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', CONTENT_API_TOKEN: '' })).toMatchObject({
      port: 4000,
      content: { token: undefined },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '12.5'],
    ['LOG_LEVEL', 'loud'],
    ['CONTENT_API_URL', 'localhost:1337'],
    ['CONTENT_API_URL', 'ftp://cms.example.com'],
    ['CONTENT_API_PREFIX', 'api'],
    ['CONTENT_TIMEOUT_MS', '0'],
    ['CONTENT_TIMEOUT_MS', 'soon'],
    ['MEDIA_PUBLIC_URL', 'not a url'],
    ['SHOP_API_URL', 'shop'],
    ['AUTH_API_URL', '//auth'],
    ['CORS_ORIGINS', 'http://localhost:3000,nope'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['APP_ENV', 'staging'],
    ['METRICS_PORT', 'none'],
    ['ALTCHA_MAX_NUMBER', '0'],
    ['ALTCHA_EXPIRES_SECONDS', 'soon'],
    ['CACHE_LIFETIME_SCALE', '0'],
    ['CACHE_LIFETIME_SCALE', '-1'],
    ['CACHE_LIFETIME_SCALE', 'fast'],
  ])('rejects %s=%j with a message naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('reports every bad variable at once without echoing values', () => {
    const { message } = configError({ PORT: 'abc', CONTENT_TIMEOUT_MS: '-1', CONTENT_API_TOKEN: 'secret' });
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('CONTENT_TIMEOUT_MS: must be greater than 0');
    expect(message).not.toContain('abc');
  });

  describe('APP_ENV=production', () => {
    const strongSecret = 'k3Jx9-VqZ2wPz8LmT4rYb7NcH1sDfG6e';

    const gatewaySecret = 'p7Hq2-XwLm9Zr4TkV8NcJ3sBfD6yG1eA';

    const altchaKey = 'Vb8-qT3mZx7LpR2wKc9NhJ4sYf6DgA1e';

    it('starts with strong web proxy, gateway and ALTCHA secrets', () => {
      expect(
        loadConfig({
          APP_ENV: 'production',
          MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
          CORS_ORIGINS: 'https://shop.example.com',
          WEB_PROXY_SECRET: strongSecret,
          GATEWAY_SECRET: gatewaySecret,
          ALTCHA_HMAC_KEY: altchaKey,
          ALTCHA_MAX_NUMBER: '50000',
          ALTCHA_EXPIRES_SECONDS: '120',
        }),
      ).toMatchObject({
        appEnv: 'production',
        webProxySecret: strongSecret,
        gatewaySecret,
        altcha: { hmacKey: altchaKey, maxNumber: 50_000, expiresSeconds: 120 },
        trustedDocuments: { only: true, clientTokens: [] },
        graphiql: false,
      });
    });

    const secrets = {
      APP_ENV: 'production',
      MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
      CORS_ORIGINS: 'https://shop.example.com',
      WEB_PROXY_SECRET: strongSecret,
      GATEWAY_SECRET: gatewaySecret,
      ALTCHA_HMAC_KEY: altchaKey,
    };

    const tokens = ['Tq4-zW8nLx2RcJ7vPm5KbH9sYd3FgE6a', 'Gm2-rX7kPw4ZnL9cTq5VbJ8sHd1YfE3u'];

    it('reads client tokens, and GraphiQL only when asked for', () => {
      expect(
        loadConfig({ ...secrets, GATEWAY_CLIENT_TOKENS: `${tokens[0]}, ${tokens[1]}`, GRAPHIQL: 'true' }),
      ).toMatchObject({
        trustedDocuments: { only: true, clientTokens: tokens },
        graphiql: true,
      });
    });

    it('refuses a weak client token, and ad-hoc queries for everyone', () => {
      expect(configError({ ...secrets, GATEWAY_CLIENT_TOKENS: `${strongSecret},short` }).message).toMatch(
        /^ {2}GATEWAY_CLIENT_TOKENS: token 2 is shorter than 32 characters/m,
      );
      expect(configError({ ...secrets, TRUSTED_DOCUMENTS_ONLY: 'false' }).message).toMatch(
        /^ {2}TRUSTED_DOCUMENTS_ONLY: cannot be false/m,
      );
    });

    it.each([
      ['WEB_PROXY_SECRET', 'a'.repeat(32)],
      ['GATEWAY_SECRET', 'abc123'.repeat(6)],
      ['ALTCHA_HMAC_KEY', '0123456789abcdef'.repeat(2)],
    ])('refuses a %s that is easy to guess (32 × a, a short pattern repeated: issue 29)', (name, value) => {
      expect(configError({ ...secrets, [name]: value }).message).toMatch(
        new RegExp(`^ {2}${name}: is too easy to guess`, 'm'),
      );
    });

    it('refuses addresses visitors cannot reach: media and CORS origins missing, not https, local or private (issue 32)', () => {
      const unset = { ...secrets, MEDIA_PUBLIC_URL: undefined, CORS_ORIGINS: undefined };
      expect(configError(unset).message).toMatch(/^ {2}MEDIA_PUBLIC_URL: is missing/m);
      expect(configError(unset).message).toMatch(/^ {2}CORS_ORIGINS: is missing/m);
      expect(configError({ ...secrets, MEDIA_PUBLIC_URL: 'http://backend:1337' }).message).toMatch(
        /^ {2}MEDIA_PUBLIC_URL: must be an https address/m,
      );
      expect(configError({ ...secrets, MEDIA_PUBLIC_URL: 'https://10.0.0.5' }).message).toMatch(
        /^ {2}MEDIA_PUBLIC_URL: is a private address \(10\.0\.0\.5\)/m,
      );
      expect(
        configError({ ...secrets, CORS_ORIGINS: 'https://shop.example.com,https://localhost:3000' }).message,
      ).toMatch(/^ {2}CORS_ORIGINS: https:\/\/localhost:3000 is on localhost/m);
    });

    it('refuses one value for two secrets, naming both', () => {
      expect(configError({ ...secrets, GATEWAY_SECRET: strongSecret }).message).toMatch(
        /^ {2}GATEWAY_SECRET: is the same value as WEB_PROXY_SECRET/m,
      );
      expect(configError({ ...secrets, REVALIDATE_SECRET: altchaKey }).message).toMatch(
        /^ {2}REVALIDATE_SECRET: is the same value as ALTCHA_HMAC_KEY/m,
      );
      expect(configError({ ...secrets, GATEWAY_CLIENT_TOKENS: `${tokens[0]},${strongSecret}` }).message).toMatch(
        /^ {2}GATEWAY_CLIENT_TOKENS \(token 2\): is the same value as WEB_PROXY_SECRET/m,
      );
    });

    it('refuses production without a strong ALTCHA_HMAC_KEY: challenges signed with a known key prove nothing', () => {
      const secrets = { APP_ENV: 'production', WEB_PROXY_SECRET: strongSecret, GATEWAY_SECRET: gatewaySecret };
      expect(configError(secrets).message).toMatch(/^ {2}ALTCHA_HMAC_KEY: is missing/m);
      expect(configError({ ...secrets, ALTCHA_HMAC_KEY: 'short' }).message).toMatch(
        /^ {2}ALTCHA_HMAC_KEY: is shorter than 32 characters/m,
      );
    });

    it.each([
      ['missing', undefined, 'is missing'],
      ['the development default', 'DEV-ONLY-web-proxy-secret', 'development or placeholder'],
      ['a placeholder', 'change-me-change-me-change-me-change-me', 'development or placeholder'],
      ['short', 'abc123', 'shorter than 32 characters'],
    ])('refuses a WEB_PROXY_SECRET or GATEWAY_SECRET that is %s', (_, value, problem) => {
      const proxy = configError({
        APP_ENV: 'production',
        GATEWAY_SECRET: gatewaySecret,
        ALTCHA_HMAC_KEY: altchaKey,
        ...(value && { WEB_PROXY_SECRET: value }),
      }).message;
      expect(proxy).toMatch(/^ {2}WEB_PROXY_SECRET: /m);
      expect(proxy).toContain(problem);
      const gateway = configError({
        APP_ENV: 'production',
        WEB_PROXY_SECRET: strongSecret,
        ALTCHA_HMAC_KEY: altchaKey,
        ...(value && { GATEWAY_SECRET: value.replace('web-proxy', 'gateway') }),
      }).message;
      expect(gateway).toMatch(/^ {2}GATEWAY_SECRET: /m);
      expect(gateway).not.toContain('WEB_PROXY_SECRET');
      expect(gateway).toContain(problem);
    });
  });
});
