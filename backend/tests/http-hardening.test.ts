import { testDatabases, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

/** Odd input gets a 4xx with a clear message (never a 500); CORS only for the configured origins; no X-Powered-By. */
const WEB_ORIGIN = 'https://shop.example.test';

for (const { name, open } of testDatabases()) {
  describe(`HTTP hardening (${name})`, () => {
    let database: TestDatabase;
    let strapi: StrapiProcess;

    beforeAll(async () => {
      database = open();
      strapi = await startStrapi({
        ...database.env,
        SEED_DIAGRAMS: '20',
        CORS_ORIGINS: `${WEB_ORIGIN}, http://localhost:3110`,
      });
    });

    afterAll(async () => {
      await strapi?.stop();
      await database?.cleanup();
    });

    const get = async (route: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${strapi.url}${route}`, { headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    };

    it.each([
      ['filters[legacy_id][$gt]=abc', 'Invalid query: Expected a valid Number, got abc'],
      ['filters[legacy_id][$in]=abc', 'Invalid query: Expected a valid Number, got abc'],
      ['filters[legacy_id]=abc', 'Invalid query: Expected a valid Number, got abc'],
      ['filters[legacy_id][$eq]=', 'Invalid query: Expected a valid Number, got '],
      ['filters[legacy_id][$eq]=1e400', 'Invalid query: Expected a valid Number, got 1e400'],
      ['filters[slides][number][$gt]=abc', 'Invalid query: Expected a valid Number, got abc'],
      ['filters[prices][amount][$lt]=cheap', 'Invalid query: Expected a valid Number, got cheap'],
      ['filters[legacy_id][$between]=1', 'Invalid query: The second argument to whereBetween must be an array.'],
      ['filters[$and]=x', 'Invalid query: Operator $and must be an array'],
      ['filters[$not]=1', 'Invalid query: Where must be an array or an object'],
      ['filters[legacy_id][$eq][$eq]=1', 'Invalid query: A value in the query has the wrong type.'],
      ['locale[a]=1', 'Invalid query: Undefined attribute level operator a'],
    ])('answers 400 with a clear message to the bad filter ?%s', async (query, message) => {
      const { status, text } = await get(`/api/diagrams?fields[0]=legacy_id&${query}`);
      expect({ status, body: JSON.parse(text) }).toEqual({
        status: 400,
        body: { data: null, error: { status: 400, name: 'ValidationError', message, details: {} } },
      });
    });

    it('never answers 5xx to odd characters in filters, order keys, download links and paths', async () => {
      const answers = await Promise.all(
        [
          '/api/diagrams?filters[url][$eq]=%00',
          '/api/diagrams?filters[title][$containsi]=%00abc',
          '/api/diagrams?filters[url][$eq]=%ED%A0%80',
          '/api/diagrams?filters[legacy_id][$eq]=99999999999999999999',
          '/api/diagrams?filters[id][$eq]=99999999999',
          '/api/diagrams/%ED%A0%80',
          '/api/website/v1/orders/%ED%A0%80/',
          '/api/website/v1/orders/%00/',
          '/api/website/v1/orders/%E0%A4%A/',
          '/api/website/v1/orders/%/',
          `/api/website/v1/orders/${'k'.repeat(5000)}/`,
          '/api/website/v1/orders/%ED%A0%80/downloads/',
          '/api/website/v1/downloads/%ED%A0%80?order=%00&expires=1&signature=x',
          '/api/website/v1/downloads/1000?order[$ne]=x&expires[]=1&signature=%ED%A0%80',
        ].map(async (route) => ({ route, status: (await get(route, asGateway())).status })),
      );
      for (const { route, status } of answers) {
        expect({ route, ok: status >= 200 && status < 500 }).toEqual({ route, ok: true });
      }
    });

    it('answers 400 with the parser message to malformed JSON bodies', async () => {
      for (const body of ['{bad', '[{"diagram_id":1000}', '"\\ud800"', '{"idempotency_key":"\\u0000']) {
        const response = await fetch(`${strapi.url}/api/website/v1/orders/`, {
          method: 'POST',
          headers: { ...asGateway(), 'content-type': 'application/json' },
          body,
        });
        expect(response.status).toBe(400);
        expect((await response.json()).error.message).toEqual(expect.any(String));
      }
    });

    it('refuses control characters and lone surrogates in order bodies (400), and stores a surrogate pair', async () => {
      const post = async (body: unknown) => {
        const response = await fetch(`${strapi.url}/api/website/v1/orders/`, {
          method: 'POST',
          headers: { ...asGateway(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' };
      const items = [{ diagram_id: 1000 }];
      expect(await post({ idempotency_key: 'key-with-\u0000-inside', items, customer })).toMatchObject({
        status: 400,
        body: { error: 'idempotency_key is required (8 to 200 characters, no control characters)' },
      });
      expect(
        await post({ idempotency_key: 'key-for-a-nul-name', items, customer: { ...customer, name: 'Ada\u0000' } }),
      ).toMatchObject({
        status: 400,
        body: { errors: { customer: { name: ['Must not contain control characters.'] } } },
      });
      expect(await post({ idempotency_key: 'key-for-a-nul-code', items, code: 'WELCOME10\u0000', customer })).toEqual({
        status: 400,
        body: { error: 'The discount code must not contain control characters' },
      });
      // Not well-formed text: refused before any handler (src/middlewares/parsed-body.ts), never a server error.
      expect(
        await post({ idempotency_key: 'key-\ud800-lone', items, customer: { ...customer, name: 'Ada \udfff' } }),
      ).toMatchObject({
        status: 400,
        body: { error: { message: 'The body holds text that is not well-formed Unicode.' } },
      });
      expect((await post({ idempotency_key: 'key-with-pair-\ud83d\ude00', items, customer })).status).toBe(201);
      expect(
        (await post({ idempotency_key: 'yet-another-key', items: [{ diagram_id: '\ud800' }], customer })).status,
      ).toBe(400);
    });

    it('allows only the configured origins (CORS_ORIGINS)', async () => {
      const route = '/api/diagrams?fields[0]=legacy_id&pagination[pageSize]=1';
      expect((await get(route, { origin: WEB_ORIGIN })).headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
      expect((await get(route, { origin: 'http://localhost:3110' })).headers.get('access-control-allow-origin')).toBe(
        'http://localhost:3110',
      );

      const other = await get(route, { origin: 'https://evil.example' });
      expect(other.headers.get('access-control-allow-origin') ?? '').toBe('');
      const preflight = await fetch(`${strapi.url}/api/website/v1/orders/`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin') ?? '').toBe('');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('sends no X-Powered-By header', async () => {
      const image = JSON.parse((await get('/api/diagrams?locale=en&pagination[pageSize]=1&populate[image]=true')).text)
        .data[0].image.url;
      for (const route of [
        '/_health',
        '/api/diagrams?pagination[pageSize]=1',
        '/api/nothing-here',
        '/admin/init',
        image,
        '/api/diagrams?filters[legacy_id][$gt]=abc',
        '/api/website/v1/special_offers/',
      ]) {
        const { headers } = await get(route);
        expect({ route, poweredBy: headers.get('x-powered-by') }).toEqual({ route, poweredBy: null });
      }
    });

    it('logs none of the odd requests above as a server error', () => {
      expect(strapi.output()).not.toMatch(/\) 5\d\d$/m);
    });
  });
}
