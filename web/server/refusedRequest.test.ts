import { refusedRequest } from './refusedRequest';

const page = { host: 'shop.example' };

describe('refusedRequest', () => {
  it.each(['PROPFIND', 'MKCOL', 'TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'BREW'])(
    'answers %s with 405',
    (method) => {
      expect(refusedRequest(method, page)).toEqual({
        status: 405,
        message: 'badRequest.method',
        headers: { Allow: 'GET, HEAD, POST, OPTIONS' },
      });
    },
  );

  it('answers a multipart body without a boundary with 400', () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'Multipart/Mixed; boundary='])
      expect(refusedRequest('POST', { ...page, 'content-type': type })?.status).toBe(400);
  });

  it('answers a server action or a form from a page of another host with 403', () => {
    const action = { ...page, 'next-action': '7f00', 'content-type': 'text/plain;charset=UTF-8' };
    expect(refusedRequest('POST', { ...action, origin: 'https://attacker.example' })?.status).toBe(403);
    expect(refusedRequest('POST', { ...action, origin: 'null' })?.status).toBe(403);
    const form = { ...page, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example.evil' };
    expect(refusedRequest('POST', form)).toEqual({ status: 403, message: 'badRequest.origin' });
    // Behind the edge, the host the browser addressed.
    const proxied = {
      ...action,
      host: 'web:3000',
      'x-forwarded-host': 'attacker.example',
      origin: 'https://shop.example',
    };
    expect(refusedRequest('POST', proxied)?.status).toBe(403);
  });

  it("lets the shop's own requests through", () => {
    expect(refusedRequest('GET', page)).toBeUndefined();
    expect(refusedRequest('HEAD', page)).toBeUndefined();
    expect(refusedRequest('OPTIONS', page)).toBeUndefined();
    const action = { ...page, 'next-action': '7f00', origin: 'https://shop.example' };
    expect(
      refusedRequest('POST', { ...action, 'content-type': 'multipart/form-data; boundary=----x' }),
    ).toBeUndefined();
    expect(refusedRequest('POST', { ...action, host: 'web:3000', 'x-forwarded-host': 'shop.example' })).toBeUndefined();
    // No Origin: an older client; Next decides.
    expect(refusedRequest('POST', { ...page, 'next-action': '7f00' })).toBeUndefined();
    // Not a form: the beacon, GraphQL, the tunnel.
    expect(
      refusedRequest('POST', { ...page, 'content-type': 'application/json', origin: 'https://other.example' }),
    ).toBeUndefined();
  });
});
