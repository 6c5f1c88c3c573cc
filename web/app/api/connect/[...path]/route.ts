import { isIP } from 'node:net';
import type { NextRequest } from 'next/server';
import { webEnv } from '@/platform/config/env';
import { grantSetCookie } from '@/platform/session/grantCookies';
import {
  SOCIAL_COOKIE,
  SOCIAL_COOKIE_MAX_AGE_SECONDS,
  strapiSessionCookies,
  takeSocialStart,
} from '@/features/account/socialStart';

const TIMEOUT_MS = 15_000;
/** What of Strapi's answer reaches the browser: the redirect, its session cookies, the body's type. */
const PASSED_BACK = ['location', 'content-type', 'cache-control'] as const;

/**
 * Social sign-in's redirects, passed through the web's origin to Strapi's /api/connect/* (the one
 * exception to "every call through GraphQL", ADR 0012): Strapi keeps the provider's state in its
 * session cookie (koa.sess), which must live on the origin the browser returns to. A first hop
 * that names a language remembers it for /auth/{provider}/callback; the anonymous wishlist id comes
 * only from the social button's server action (startSocialSignInAction), never from a link.
 * Vouched for by GATEWAY_SECRET, the visitor's address (from the custom server) goes along, so that
 * Strapi's per-address limit on /api/connect/* counts each visitor and not the web.
 */
async function connect(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const query = new URLSearchParams(request.nextUrl.searchParams);
  const start = takeSocialStart(query);
  const env = webEnv();
  const target = new URL(`${env.authApiUrl}/api/connect/${path.map(encodeURIComponent).join('/')}`);
  const address = request.headers.get('x-forwarded-for')?.trim();
  target.search = query.toString();
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      headers: {
        cookie: strapiSessionCookies(request.cookies.getAll()),
        accept: request.headers.get('accept') ?? '*/*',
        ...(env.gatewaySecret &&
          address &&
          isIP(address) && { 'x-gateway-secret': env.gatewaySecret, 'x-shop-client-address': address }),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    console.error('Social sign-in: the auth backend is unreachable', error);
    return new Response(null, { status: 502 });
  }
  const headers = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_BACK) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const production = env.appEnv === 'production';
  for (const cookie of upstream.headers.getSetCookie()) {
    const passed = grantSetCookie(cookie, production);
    if (passed) headers.append('set-cookie', passed);
  }
  if (start) {
    const secure = production ? '; Secure' : '';
    headers.append(
      'set-cookie',
      `${SOCIAL_COOKIE}=${encodeURIComponent(JSON.stringify(start))}; Path=/; Max-Age=${SOCIAL_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

export { connect as GET };
