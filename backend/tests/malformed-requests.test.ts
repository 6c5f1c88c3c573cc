import { sqliteDatabase, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { startStrapi, type StrapiProcess } from './support/strapi-process';
import { MAX_BODY_DEPTH, isWellFormedText, nestingDepth } from '../src/middlewares/parsed-body';

/**
 * Issue 29: malformed input is the client's mistake, answered 4xx with a clear message in Strapi's error shape, never
 * reported as a fault (5xx): multipart bodies without a boundary, 12,000-deep JSON, bodies of other types, WebDAV
 * methods. Then a fuzz of random methods, content types and bodies on every kind of route.
 */
describe('isWellFormedText', () => {
  it('accepts any well-formed text, emoji and accents included, and refuses a lone surrogate in a value or a key', () => {
    expect(isWellFormedText({ name: 'Zoë 😀', list: ['ß', { deep: 'ﬁ' }], n: 1, none: null })).toBe(true);
    expect(isWellFormedText({ password: '\udfff\ud800' })).toBe(false);
    expect(isWellFormedText([['ok', ['a\ud800']]])).toBe(false);
    expect(isWellFormedText({ '\udc00': 'key' })).toBe(false);
  });
});

describe('nestingDepth', () => {
  it('counts levels of objects and arrays without recursion, and stops past the limit', () => {
    expect(nestingDepth('text', 32)).toBe(0);
    expect(nestingDepth({ a: [1, { b: 2 }] }, 32)).toBe(3);
    expect(nestingDepth(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 32)).toBe(33);
  });
});

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Routes of every kind: users-permissions' auth, the gateway's shop and forms, the public ones, content, media. */
const ROUTES = [
  '/api/auth/local',
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/send-email-confirmation',
  '/api/auth/change-password',
  '/api/users/me',
  '/api/connect/github',
  '/api/website/v1/cart_items/price/',
  '/api/website/v1/orders/',
  '/api/website/v1/orders/abcdefgh12345678/pay/',
  '/api/website/v1/favourites/',
  '/api/website/v1/favourites/attach/',
  '/api/website/v1/credits/spend/',
  '/api/website/v1/subscriptions/',
  '/api/website/v1/account/delete/',
  '/api/website/v1/downloads/1000',
  '/api/newsletter/confirm/',
  '/api/newsletter/unsubscribe/',
  '/api/contact-messages/',
  '/api/free_product/',
  '/api/diagrams',
  '/api/categories',
  '/api/upload',
  '/_health',
  '/uploads/nothing.png',
];

describe('malformed requests (SQLite, seeded)', () => {
  let database: TestDatabase;
  let strapi: StrapiProcess;

  beforeAll(async () => {
    database = sqliteDatabase();
    // Without Strapi's auth limit, every request reaches the auth handlers instead of an early 429.
    strapi = await startStrapi({ ...database.env, SEED_DIAGRAMS: '20', AUTH_RATE_LIMIT: 'false' });
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
  });

  const send = async (method: string, route: string, contentType?: string, body?: string | Uint8Array) => {
    const response = await fetch(`${strapi.url}${route}`, {
      method,
      headers: { ...asGateway(), ...(contentType === undefined ? {} : { 'content-type': contentType }) },
      body,
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, body: json, allow: response.headers.get('allow') };
  };

  const strapiError = (status: number, name: string, message: string) => ({
    data: null,
    error: { status, name, message, details: {} },
  });

  it.each(['/api/contact-messages/', '/api/auth/local', '/api/website/v1/orders/', '/_health'])(
    'answers 400 to a multipart body without a boundary, or cut short, on %s',
    async (route) => {
      const unreadable = strapiError(400, 'ValidationError', 'The request body could not be read.');
      expect(await send('POST', route, 'multipart/form-data', 'abc')).toMatchObject({ status: 400, body: unreadable });
      expect(await send('POST', route, 'multipart/form-data; boundary=x', 'abc')).toMatchObject({
        status: 400,
        body: unreadable,
      });
    },
  );

  it.each(['/api/auth/local', '/api/auth/forgot-password', '/api/website/v1/cart_items/price/'])(
    'answers 400 to JSON nested 12,000 levels deep on %s, and takes one nested 32',
    async (route) => {
      const tooDeep = strapiError(400, 'ValidationError', `The body nests more than ${MAX_BODY_DEPTH} levels.`);
      expect(await send('POST', route, 'application/json', deepArray(12_000))).toEqual({
        status: 400,
        body: tooDeep,
        allow: null,
      });
      expect(await send('POST', route, 'application/json', deepObject(12_000))).toMatchObject({ status: 400 });
      expect((await send('POST', route, 'application/json', deepArray(MAX_BODY_DEPTH))).status).toBeLessThan(500);
      expect((await send('POST', route, 'application/json', deepArray(MAX_BODY_DEPTH))).body).not.toEqual(tooDeep);
    },
  );

  it.each([
    ['a sign-in', '/api/auth/local', { identifier: '"', password: '\udfff\ud800' }],
    ['a registration', '/api/auth/local/register', { username: 'a', email: 'a@b.example', password: 'x\ud800y12345' }],
    ['a password reset', '/api/auth/reset-password', { code: 'c', password: '\udc00', passwordConfirmation: '\udc00' }],
    ['an order', '/api/website/v1/orders/', { email: 'a@b.example', items: [1], '\ud800': 1 }],
  ])(
    'answers 400 to %s whose text holds a lone surrogate, and stays up (bcryptjs loops on one)',
    async (_case, route, body) => {
      const illFormed = strapiError(400, 'ValidationError', 'The body holds text that is not well-formed Unicode.');
      expect(await send('POST', route, 'application/json', JSON.stringify(body))).toEqual({
        status: 400,
        body: illFormed,
        allow: null,
      });
      expect((await send('GET', '/_health')).status).toBe(204);
    },
  );

  it.each(['application/graphql', 'application/xml', 'text/xml', 'text/plain', 'application/octet-stream'])(
    'answers 415 to a %s body, which no parser reads',
    async (type) => {
      for (const route of ['/api/auth/local', '/api/auth/forgot-password', '/api/website/v1/orders/']) {
        expect(await send('POST', route, type, '<a/>')).toEqual({
          status: 415,
          body: strapiError(415, 'UnsupportedMediaTypeError', 'The body must be JSON (application/json).'),
          allow: null,
        });
      }
    },
  );

  it('answers 400 to a sign-in without any body (the handler reads an empty object)', async () => {
    for (const route of ['/api/auth/local', '/api/auth/forgot-password', '/api/auth/send-email-confirmation']) {
      expect((await send('POST', route)).status).toBe(400);
    }
  });

  it.each(['PROPFIND', 'MKCOL', 'LOCK', 'SEARCH'])('answers 405 with Allow to %s', async (method) => {
    for (const route of ['/api/categories', '/api/website/v1/orders/', '/_health']) {
      expect(await send(method, route)).toEqual({
        status: 405,
        body: strapiError(405, 'MethodNotAllowedError', `The method ${method} is not allowed.`),
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      });
    }
  });

  it('never answers 5xx to random methods, content types and bodies, and still serves afterwards', async () => {
    // A small seeded generator: the same run every time, and a failure names the request that caused it.
    let seed = 29;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const bytes = (length: number) => Uint8Array.from({ length }, () => Math.floor(random() * 256));
    const bodies: (() => string | Uint8Array | undefined)[] = [
      () => undefined,
      () => '',
      () => deepArray(1 + Math.floor(random() * 20_000)),
      () => deepObject(1 + Math.floor(random() * 5_000)),
      () => '{"identifier":',
      () => 'null',
      () => '"text"',
      () => '[{"diagram_id":1000}]',
      () => JSON.stringify({ data: { a: [{ b: { c: '\u0000' } }] }, email: 'x@y.z', password: 'p' }),
      () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      () => '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n',
      () => `a${'[b]'.repeat(50)}=1&List-Unsubscribe=One-Click`,
      () => '%%%&=&&==',
      () => '<?xml version="1.0"?><a><b/></a>',
      () => 'query { __schema { types { name } } }',
      () => bytes(1 + Math.floor(random() * 2_000)),
    ];
    const types = [
      undefined,
      'application/json',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/vnd.api+json',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'multipart/form-data; boundary=',
      'application/x-www-form-urlencoded',
      'application/graphql',
      'application/xml',
      'text/plain',
      'text/html; charset=utf-8',
      'application/octet-stream',
      'image/png',
      '*/*',
      ';;;',
    ];
    const methods = [
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
      'PROPFIND',
      'MKCOL',
      'REPORT',
      'PURGE',
    ];

    const faults: string[] = [];
    for (let index = 0; index < 400; index += 1) {
      const method = pick(methods);
      const route = pick(ROUTES);
      const type = pick(types);
      const body = method === 'GET' || method === 'HEAD' ? undefined : pick(bodies)();
      const { status } = await send(method, route, type, body);
      if (status >= 500) {
        const shown = typeof body === 'string' ? body.slice(0, 40) : body && `${body.length} random bytes`;
        faults.push(`${status}: ${method} ${route} (${type ?? 'no type'}) ${JSON.stringify(shown)}`);
      }
    }
    expect(faults).toEqual([]);
    expect((await fetch(`${strapi.url}/_health`)).status).toBe(204);
    expect((await fetch(`${strapi.url}/api/diagrams?locale=en&pagination[pageSize]=1`)).status).toBe(200);
  });
});
