import { NextRequest, NextResponse } from 'next/server';
import { i18nRouter } from 'next-i18n-router';
import { webEnv } from './src/platform/config/env';
import { isNextDevelopment } from './src/platform/config/runMode';
import type { AppLocale } from './src/platform/i18n/locales';
import { routingConfig } from './src/platform/i18n/routingConfig';
import { PATHNAME_HEADER } from './src/features/content-pages/not-found/pathnameHeader';
import { visitorCurrency } from './src/platform/currency/visitorCurrency';
import { CACHED_PAGE_CACHE_CONTROL, isCachedPage } from './src/platform/routing/cachedPages';
import { internalPath } from './src/platform/routing/internalPath';
import { integrationSources } from './src/platform/security/integrations';
import { NONCE_HEADER, needsNonce, newNonce } from './src/platform/security/nonce';
import { securityHeaders } from './src/platform/security/securityHeaders';
import { markerRepair, SESSION_COOKIE, SESSION_MARKER_COOKIE } from './src/platform/http/sessionCookie';
import { errorPageBotResponse } from './src/features/content-pages/static/errors/errorPageBotResponse';

/** A last path segment with an extension: a file, not a localized page. */
const FILE_PATH = /\.[^/]+$/;

/** Routes the request (bots on error pages, files, locales) and sets every page's security headers. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const nonce = needsNonce(pathname) ? newNonce() : undefined;
  const env = webEnv();
  const security = securityHeaders({
    nonce,
    env,
    integrations: integrationSources({ chatwoot: env.chatwoot }),
    development: isNextDevelopment(),
  });
  const response = route(request, nonce ? { nonce, policy: security['Content-Security-Policy'] } : undefined);
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  const repair = markerRepair(env, {
    session: Boolean(request.cookies.get(SESSION_COOKIE)?.value),
    marker: request.cookies.get(SESSION_MARKER_COOKIE)?.value === '1',
  });
  if (repair) response.headers.append('set-cookie', repair);
  return response;
}

/**
 * A per-request page's policy goes on the request too: Next reads the nonce from it for its own
 * scripts, and x-nonce carries it to ours (Apollo's rehydration script, requestNonce()).
 */
function route(request: NextRequest, perRequest: { nonce: string; policy: string } | undefined): Response {
  // Spec §2: bots are not shown the error page, only its status.
  const botResponse = errorPageBotResponse(request.nextUrl.pathname, request.headers.get('user-agent'));
  if (botResponse) return botResponse;
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  // Only ours: a nonce a client sent would otherwise end up on the page's scripts.
  headers.delete('content-security-policy');
  headers.delete(NONCE_HEADER);
  if (perRequest) {
    headers.set('content-security-policy', perRequest.policy);
    headers.set(NONCE_HEADER, perRequest.nonce);
  }
  // Files skip locale routing; they only carry the path, for the 404 page if they don't exist.
  if (FILE_PATH.test(request.nextUrl.pathname)) return NextResponse.next({ request: { headers } });
  // A body-less copy: the router only reads the URL, headers and cookies.
  const routed = i18nRouter(new NextRequest(request.url, { headers, method: request.method }), routingConfig);
  if (routed.headers.has('location')) return routed;
  return toInternalPath(request, headers, routed);
}

/**
 * The page inside the app for the locale the router decided (ADR 0023): locale, then the currency decided
 * here as the gateway would decide it, then the page (with a listing's sort and page), so each rendering
 * can be cached under its path. The router's locale cookie goes along.
 */
function toInternalPath(request: NextRequest, headers: Headers, routed: Response): Response {
  const locale = routed.headers.get('x-next-i18n-router-locale') as AppLocale;
  const rewritten = routed.headers.get('x-middleware-rewrite');
  const prefixed = rewritten ? new URL(rewritten).pathname : request.nextUrl.pathname;
  const path = prefixed.slice(locale.length + 1) || '/';
  const currency = visitorCurrency(request.headers, request.cookies);
  const target = internalPath(locale, currency, path, request.nextUrl.searchParams);
  const response = NextResponse.rewrite(new URL(target + request.nextUrl.search, request.url), {
    request: { headers },
  });
  for (const cookie of routed.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  // Next keeps a Cache-Control the proxy set (ADR 0023).
  if (isCachedPage(path)) response.headers.set('cache-control', CACHED_PAGE_CACHE_CONTROL);
  return response;
}

export const config = {
  // Everything but Next's own assets, the same-origin GraphQL endpoint, the analytics beacon, the error
  // reporting tunnel, the build check, Strapi's revalidation webhook (/api/revalidate/) and the social sign-in pass-through (/api/connect/*,
  // /auth/{provider}/callback), which are not localized pages.
  matcher: [
    '/((?!_next/|graphql/?$|analytics/collect/?$|monitoring/?$|builds/latest\\.json$|api/revalidate/?$|api/connect/|auth/[^/]+/callback).*)',
  ],
};
