import { NextRequest, NextResponse } from 'next/server';
import { i18nRouter } from 'next-i18n-router';
import { routingConfig } from './src/i18n/routingConfig';
import { PATHNAME_HEADER } from './src/not-found/pathnameHeader';
import { errorPageBotResponse } from './src/static-pages/errors/errorPageBotResponse';

/** A last path segment with an extension: a file, not a localized page. */
const FILE_PATH = /\.[^/]+$/;

export function proxy(request: NextRequest) {
  // Spec §2: bots are not shown the error page, only its status.
  const botResponse = errorPageBotResponse(request.nextUrl.pathname, request.headers.get('user-agent'));
  if (botResponse) return botResponse;
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  // Files skip locale routing; they only carry the path, for the 404 page if they don't exist.
  if (FILE_PATH.test(request.nextUrl.pathname)) return NextResponse.next({ request: { headers } });
  // A body-less copy: the router only reads the URL, headers and cookies, and passes the headers on.
  return i18nRouter(new NextRequest(request.url, { headers, method: request.method }), routingConfig);
}

export const config = {
  // Everything but Next's own assets and the same-origin GraphQL endpoint.
  matcher: ['/((?!_next/|graphql/?$).*)'],
};
