import { type NextRequest, NextResponse } from 'next/server';
import { accountPath } from '@/platform/routing/accountPath';
import { readSocialStart, SOCIAL_COOKIE, strapiSessionCookies } from '@/features/account/socialStart';
import { webEnv } from '@/platform/config/env';
import { SocialSignInDocument } from '@/gql/graphql';
import { callGateway } from '@/platform/session/gatewayCall';
import { clearGrantCookies } from '@/platform/session/grantCookies';
import { setSessionCookies } from '@/platform/http/sessionCookie';

/**
 * Where Strapi sends the browser at the end of a social sign-in. The gateway's socialSignIn finishes
 * it with Strapi's session cookies and the query Strapi put here; the JWT goes straight into the
 * HttpOnly session cookie, and the visitor lands on their account, in their language. Spec §4: the
 * session is cleared first, and set again only on success.
 */
async function callback(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const start = readSocialStart(request.cookies.get(SOCIAL_COOKIE)?.value);
  const result = await callGateway(SocialSignInDocument, {
    provider,
    callbackQuery: request.nextUrl.searchParams.toString(),
    upstreamSession: strapiSessionCookies(request.cookies.getAll()),
    anonymousUserId: start.anonymousUserId,
  });
  const target = result.ok ? accountPath(start.locale, '/') : `${accountPath(start.locale, '/sign-in/')}?error=social`;
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  const env = webEnv();
  setSessionCookies(response.cookies, env, result.ok ? result.data.socialSignIn.jwt : null);
  response.cookies.delete(SOCIAL_COOKIE);
  // The provider flow's state is used up (the backend ended it): its cookies go too.
  clearGrantCookies(response.cookies, env.appEnv === 'production');
  return response;
}

export { callback as GET };
