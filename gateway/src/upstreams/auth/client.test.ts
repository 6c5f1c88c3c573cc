import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InputError, UnauthenticatedError } from '../../domain/errors';
import { AuthClient } from './client';
import { AuthHttpError, AuthUnreachableError } from './errors';
import { confirmEmail, currentUser, signIn, socialCallback } from './users';

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A users-permissions stand-in on a free port: answers each call with the next scripted reply, records them. */
async function strapi(replies: Reply[]) {
  const calls: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new AuthClient({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    timeoutMs: 300,
    gatewaySecret: 'the-gateway-secret',
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { client, calls, close };
}

const USER = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  confirmed: true,
  language: 'fr',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const strapiError = (status: number, message: string) => ({
  data: null,
  error: { status, name: 'ValidationError', message, details: {} },
});

describe('AuthClient against a users-permissions server', () => {
  it('signs in with the gateway secret, the client address and the locale, and reads the session', async () => {
    const server = await strapi([{ status: 200, body: { jwt: 'a.b.c', refreshToken: 'ignored', user: USER } }]);
    try {
      const session = await signIn(
        server.client,
        { clientAddress: '203.0.113.9', locale: 'fr' },
        'ada@example.com',
        'pw',
      );
      const { language, ...user } = USER;
      expect(session).toEqual({
        jwt: 'a.b.c',
        user: { ...user, id: '7', locale: language, createdAt: new Date(USER.createdAt) },
      });
      expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/local' });
      expect(JSON.parse(server.calls[0].body)).toEqual({ identifier: 'ada@example.com', password: 'pw' });
      expect(server.calls[0].headers).toMatchObject({
        'x-gateway-secret': 'the-gateway-secret',
        'x-shop-client-address': '203.0.113.9',
        'x-shop-locale': 'fr',
      });
      expect(server.calls[0].headers.authorization).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('never retries a POST, even on 503', async () => {
    const server = await strapi([
      { status: 503, body: { error: 'busy' } },
      { status: 200, body: { jwt: 'a.b.c', user: USER } },
    ]);
    try {
      await expect(signIn(server.client, {}, 'ada', 'pw')).rejects.toBeInstanceOf(AuthHttpError);
      expect(server.calls).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('retries the current-user GET once on 503, with the bearer', async () => {
    const server = await strapi([{ status: 503 }, { status: 200, body: USER }]);
    try {
      await expect(currentUser(server.client, { bearer: 'x.y.z' })).resolves.toMatchObject({ email: USER.email });
      expect(server.calls.map((call) => call.headers.authorization)).toEqual(['Bearer x.y.z', 'Bearer x.y.z']);
    } finally {
      await server.close();
    }
  });

  it('a wrong password is INVALID_CREDENTIALS; a revoked token SESSION_EXPIRED', async () => {
    const server = await strapi([
      { status: 400, body: strapiError(400, 'Invalid identifier or password') },
      { status: 401, body: strapiError(401, 'Missing or invalid credentials') },
    ]);
    try {
      await expect(signIn(server.client, {}, 'ada', 'wrong')).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      await expect(currentUser(server.client, { bearer: 'x.y.z' })).rejects.toBeInstanceOf(UnauthenticatedError);
    } finally {
      await server.close();
    }
  });

  it("takes the email confirmation's redirect (3xx) as success without following it", async () => {
    const server = await strapi([{ status: 302, headers: { location: 'http://elsewhere.invalid/' } }]);
    try {
      await expect(confirmEmail(server.client, {}, 'token&x=1')).resolves.toBeUndefined();
      expect(server.calls).toEqual([
        expect.objectContaining({ url: '/api/auth/email-confirmation?confirmation=token%26x%3D1' }),
      ]);
    } finally {
      await server.close();
    }
  });

  it("ends a social sign-in with Strapi's session cookie; any refusal is SOCIAL_SIGN_IN_FAILED", async () => {
    const server = await strapi([
      { status: 200, body: { jwt: 'a.b.c', user: USER } },
      { status: 400, body: strapiError(400, 'OAuth authentication requires a completed provider session') },
    ]);
    try {
      const caller = { cookie: 'koa.sess=abc; koa.sess.sig=def' };
      await expect(socialCallback(server.client, caller, 'oidc', '?code=1&state=2')).resolves.toMatchObject({
        jwt: 'a.b.c',
      });
      expect(server.calls[0]).toMatchObject({ method: 'GET', url: '/api/auth/oidc/callback?code=1&state=2' });
      expect(server.calls[0].headers.cookie).toBe('koa.sess=abc; koa.sess.sig=def');
      const failed = socialCallback(server.client, caller, 'oidc', 'code=1');
      await expect(failed).rejects.toBeInstanceOf(InputError);
      await expect(failed).rejects.toMatchObject({ reason: 'SOCIAL_SIGN_IN_FAILED' });
    } finally {
      await server.close();
    }
  });

  it('gives up after the timeout: unreachable (UPSTREAM_UNAVAILABLE)', async () => {
    const server = await strapi([{ status: 200, body: USER, delayMs: 1000 }]);
    try {
      await expect(currentUser(server.client, { bearer: 'x.y.z' })).rejects.toBeInstanceOf(AuthUnreachableError);
    } finally {
      await server.close();
    }
  });
});
