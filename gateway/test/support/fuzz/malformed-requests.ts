import type { Random } from './random';

/** A request fetch can send: odd bodies, content types, methods, query strings, headers. */
interface FetchRequest {
  kind: string;
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Bytes straight onto a socket, for what fetch refuses to send: lying lengths, broken chunks, bad HTTP. */
interface RawRequest {
  kind: string;
  raw: string;
}

export type MalformedRequest = FetchRequest | RawRequest;

type Headers = Record<string, string>;

const JSON_TYPE: Headers = { 'content-type': 'application/json' };
const VALID = '{"query":"{ topLevelCategories(locale: en) { id url } }"}';

const post = (kind: string, body: string | Uint8Array, headers: Record<string, string> = JSON_TYPE): FetchRequest => ({
  kind,
  method: 'POST',
  path: '/graphql',
  headers,
  body,
});

const get = (kind: string, query: string, headers: Record<string, string> = {}): FetchRequest => ({
  kind,
  method: 'GET',
  path: `/graphql?${query}`,
  headers: { 'apollo-require-preflight': 'true', ...headers },
});

const raw = (kind: string, head: string, body = ''): RawRequest => ({
  kind,
  raw: `${head.replace(/\n/g, '\r\n')}\r\n\r\n${body}`,
});

const nestedJson = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** Bodies and requests no client should send; each case draws its details from `random`. */
export function malformedRequests(random: Random) {
  const cases: Array<() => MalformedRequest> = [
    // Not JSON.
    () => post('truncated JSON', VALID.slice(0, random.int(0, VALID.length - 1))),
    () =>
      post(
        'random bytes as JSON',
        Uint8Array.from({ length: random.int(1, 4000) }, () => random.int(0, 255)),
      ),
    () =>
      post(
        'JSON5 and friends',
        random.pick(["{'query':'{ currency }'}", '{"query":"{ currency }",}', 'NaN', '{query:1}']),
      ),
    () => post('JSON with comments', '/* hi */ {"query":"{ currency }"} // bye'),
    () => post('trailing garbage', `${VALID}${random.pick(['x', '}', '\u0000', ' {}'])}`),
    () => post('byte order mark', `\ufeff${VALID}`),
    () => post('empty body', ''),
    () => post('whitespace body', ' \n\t'.repeat(random.int(1, 1000))),
    () => post('invalid UTF-8', Uint8Array.from([0x7b, 0x22, 0x71, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])),
    () => post('deep JSON array', nestedJson(random.int(100, 40_000))),
    () =>
      post(
        'deep JSON in variables',
        `{"query":"{ currency }","variables":{"a":${nestedJson(random.int(21, 40_000))}}}`,
      ),
    () =>
      post(
        'deep JSON in extensions',
        `{"query":"{ currency }","extensions":{"a":${nestedJson(random.int(21, 40_000))}}}`,
      ),
    // JSON of the wrong shape.
    () => post('not an object', random.pick(['null', 'true', '42', '"{ currency }"', '[]', '{}'])),
    () =>
      post(
        'query not a string',
        `{"query":${random.pick(['42', 'null', 'true', '{}', '["{ currency }"]', '{"kind":"Document"}', nestedJson(50)])}}`,
      ),
    () =>
      post(
        'variables not an object',
        `{"query":"query($l: Locale!) { topLevelCategories(locale: $l) { id } }","variables":${random.pick([
          '"x"',
          '[]',
          '42',
          'true',
          '"{\\"l\\":\\"en\\"}"',
        ])}}`,
      ),
    () =>
      post(
        'operationName not a string',
        `{"query":"{ currency }","operationName":${random.pick(['5', '{}', '[]', 'true'])}}`,
      ),
    () =>
      post(
        'extensions not an object',
        `{"query":"{ currency }","extensions":${random.pick(['"x"', '[]', '5', 'null'])}}`,
      ),
    () =>
      post(
        'prototype keys',
        random.pick([
          '{"query":"{ currency }","variables":{"__proto__":{"polluted":true}}}',
          '{"__proto__":{"query":"{ currency }"}}',
          '{"query":"{ currency }","constructor":{"prototype":{"polluted":true}}}',
        ]),
      ),
    () => post('duplicate keys', '{"query":"{ currency }","query":"{ __typename }","query":42}'),
    // Batches: Apollo's batching is off.
    () =>
      post('batched array', `[${Array.from({ length: random.int(1, 1000) }, () => VALID).join(',')}]`.slice(0, 99_000)),
    () => post('batched arrays nested', `[[${VALID}],[${VALID}]]`),
    // Too large.
    () =>
      post(
        'body past the limit',
        `{"query":"{ currency }","variables":{"x":"${'a'.repeat(random.pick([102_500, 1_000_000, 5_000_000]))}"}}`,
      ),
    () => post('spaces past the limit', `${' '.repeat(200_000)}${VALID}`),
    // Content types.
    () =>
      post(
        'wrong content type',
        VALID,
        random.pick<Headers>([
          { 'content-type': 'text/plain' },
          { 'content-type': 'text/plain', 'apollo-require-preflight': 'true' },
          { 'content-type': 'application/x-www-form-urlencoded' },
          { 'content-type': 'multipart/form-data; boundary=x' },
          { 'content-type': 'application/graphql' },
          { 'content-type': 'application/xml' },
          { 'content-type': 'application/jsonx' },
          { 'content-type': 'application/json, text/plain' },
          { 'content-type': 'application/json; charset=utf-16' },
          { 'content-type': 'application/json; charset=bogus' },
          { 'content-type': `application/json; ${'x=y; '.repeat(500)}` },
          { 'content-type': '' },
          {},
        ]),
      ),
    () => post('form body', 'query=%7B+currency+%7D', { 'content-type': 'application/x-www-form-urlencoded' }),
    () =>
      post('multipart upload', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--', {
        'content-type': 'multipart/form-data; boundary=x',
        'apollo-require-preflight': 'true',
      }),
    () =>
      post('UTF-16 body', new Uint8Array(Buffer.from(VALID, 'utf16le')), {
        'content-type': 'application/json; charset=utf-16',
      }),
    () =>
      post('content encoding that is not', VALID, {
        ...JSON_TYPE,
        'content-encoding': random.pick(['gzip', 'br', 'deflate', 'zstd', 'x-bogus']),
      }),
    // Headers the resolvers read, gone odd.
    () =>
      post('odd request headers', '{"query":"{ currency me { id } wishlist { items { id } } }"}', {
        ...JSON_TYPE,
        ...random.pick<Headers>([
          { authorization: 'Bearer not.a.jwt' },
          { authorization: `Bearer ${'a'.repeat(8000)}` },
          { authorization: 'Basic Zm9vOmJhcg==' },
          { authorization: 'Bearer' },
          { 'accept-language': `${'xx-YY;q=0.5,'.repeat(300)}fr` },
          { 'accept-language': 'de-DE;q=NaN, *;q=-1, \u00e9\u00ff' },
          { 'x-region': '../../etc' },
          { 'x-time-zone': 'Europe/../../../etc/passwd' },
          { 'x-time-zone': 'x'.repeat(4000) },
          { cookie: `shop_session=${'%'.repeat(2000)}; a=b=c` },
          { 'x-forwarded-for': 'not-an-address, ::ffff:300.1.1.1' },
          { 'x-web-proxy-secret': 'wrong', 'x-forwarded-for': '10.0.0.1' },
          { 'x-client-token': 'x'.repeat(6000) },
        ]),
      }),
    () =>
      post('odd accept', VALID, {
        ...JSON_TYPE,
        accept: random.pick([
          'application/xml',
          'text/event-stream',
          'multipart/mixed; deferSpec=20220824',
          'application/graphql-response+json;q=0',
          '*/*;q=abc',
        ]),
      }),
    // Methods.
    () => ({
      kind: 'other method',
      method: random.pick(['PUT', 'DELETE', 'PATCH']),
      path: '/graphql',
      headers: JSON_TYPE,
      body: VALID,
    }),
    () => ({
      kind: 'CORS preflight',
      method: 'OPTIONS',
      path: '/graphql',
      headers: {
        origin: random.pick(['https://evil.example', 'http://localhost:3000', 'null']),
        'access-control-request-method': 'POST',
      },
    }),
    () => ({ kind: 'HEAD', method: 'HEAD', path: `/graphql?query=${encodeURIComponent('{ currency }')}`, headers: {} }),
    // GET with odd parameters.
    () => get('GET without a query', random.pick(['', 'query=', 'variables={}', 'operationName=x'])),
    () =>
      get('GET without a preflight header', `query=${encodeURIComponent('{ currency }')}`, {
        'apollo-require-preflight': '',
      }),
    () => get('GET repeated query', 'query=%7B+currency+%7D&query=%7B+__typename+%7D'),
    () =>
      get(
        'GET query as an object',
        random.pick([
          'query[a]=1',
          'query[]=x',
          'variables[locale]=en&query=x',
          'operationName[]=x&query=%7Bcurrency%7D',
        ]),
      ),
    () =>
      get(
        'GET bad variables',
        `query=${encodeURIComponent('query($l: Locale!) { topLevelCategories(locale: $l) { id } }')}&variables=${random.pick(['notjson', '%7B', '[]', '42', encodeURIComponent(nestedJson(2000))])}`,
      ),
    () =>
      get(
        'GET bad extensions',
        `query=%7Bcurrency%7D&extensions=${random.pick(['x', '[]', '%7B%22persistedQuery%22%3A1%7D'])}`,
      ),
    () => get('GET mutation', `query=${encodeURIComponent('mutation { signOut }')}`),
    () =>
      get(
        'GET bad percent encoding',
        random.pick(['query=%ZZ', 'query=%', 'query=%E0%A4%A', 'query=%00%7Bcurrency%7D']),
      ),
    () =>
      get('GET long URL', `query=${encodeURIComponent(`{ ${'__typename '.repeat(random.pick([700, 2000, 8000]))}}`)}`),
    // What only a raw socket sends.
    () =>
      raw(
        'length longer than the body',
        `POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: ${VALID.length + random.int(1, 1000)}\nConnection: close`,
        VALID,
      ),
    () =>
      raw(
        'length shorter than the body',
        `POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: ${random.int(1, 20)}\nConnection: close`,
        VALID,
      ),
    () =>
      raw(
        'declared 10 GB',
        'POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: 10000000000\nConnection: close',
        VALID,
      ),
    () =>
      raw(
        'odd content length',
        `POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: ${random.pick(['-1', 'abc', '1e3', '0x10', ' 5 5'])}\nConnection: close`,
        VALID,
      ),
    () =>
      raw(
        'two content lengths',
        `POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: ${VALID.length}\nContent-Length: 3\nConnection: close`,
        VALID,
      ),
    () =>
      raw(
        'broken chunks',
        'POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close',
        random.pick(['zz\r\nabc\r\n0\r\n\r\n', `5\r\n${VALID}\r\n0\r\n\r\n`, 'ffffffffffff\r\nx\r\n', '3\r\n{"q\r\n']),
      ),
    () =>
      raw(
        'chunked and a length',
        `POST /graphql HTTP/1.1\nHost: x\nContent-Type: application/json\nTransfer-Encoding: chunked\nContent-Length: 4\nConnection: close`,
        `${VALID.length.toString(16)}\r\n${VALID}\r\n0\r\n\r\n`,
      ),
    () =>
      raw(
        'not HTTP',
        random.pick([
          'GARBAGE',
          'GET /graphql HTTP/9.9\nHost: x',
          'POST /graphql\nHost: x',
          `GET /${'a'.repeat(100_000)} HTTP/1.1\nHost: x`,
          'GET /graphql HTTP/1.1\nHost: x\nBad Header Line\nConnection: close',
        ]),
      ),
    () =>
      raw(
        'huge header',
        `GET /graphql?query=%7Bcurrency%7D HTTP/1.1\nHost: x\nApollo-Require-Preflight: 1\nX-Big: ${'a'.repeat(random.pick([10_000, 100_000]))}\nConnection: close`,
      ),
  ];
  return (): MalformedRequest => random.pick(cases)();
}
