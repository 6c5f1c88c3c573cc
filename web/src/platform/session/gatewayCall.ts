import type { TypedDocumentNode } from '@apollo/client';
import { cookies, headers } from 'next/headers';
import { webEnv } from '@/platform/config/env';
import { withGatewayDeadline } from '@/platform/gateway/gatewayDeadline';
import { persistedRequest } from '@/platform/gateway/persistedRequest';
import { trustedHopHeaders } from '@/platform/gateway/trustedHop';
import { visitorHeaders } from '@/platform/gateway/visitorHeaders';
import { type AuthFailure, authFailure, UNREACHABLE } from './authFailure';
import { bearerHeader } from '../http/sessionCookie';

export type CallResult<TData> = { ok: true; data: TData } | { ok: false; failure: AuthFailure };

/**
 * One gateway operation from the web's server side (server actions, route handlers, account pages),
 * for the visitor of the current request: their language, region and address (vouched for by the
 * web's secret, so the gateway's per-client limits count them) and, when given, their session as a
 * bearer token. Mutations included, which is why this is a plain fetch and not queryGateway().
 */
export async function callGateway<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { token }: { token?: string } = {},
): Promise<CallResult<TData>> {
  const { gatewayUrl, webProxySecret } = webEnv();
  const incoming = await headers();
  try {
    const jar = await cookies();
    const { response, body } = await withGatewayDeadline(async (signal) => {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...visitorHeaders(incoming, jar),
          ...trustedHopHeaders(incoming, webProxySecret),
          ...bearerHeader(token),
        },
        body: JSON.stringify(persistedRequest(document, variables)),
        signal,
        cache: 'no-store',
      });
      const body = (await response.json().catch(() => ({}))) as { data?: TData | null; errors?: unknown[] };
      return { response, body };
    });
    if (Array.isArray(body.errors) && body.errors.length > 0)
      return { ok: false, failure: authFailure(body.errors as never[], response.status) };
    if (!response.ok || body.data == null) return { ok: false, failure: authFailure([], response.status) };
    return { ok: true, data: body.data };
  } catch (error) {
    console.error(`Gateway call failed: ${(error as Error).message}`);
    return { ok: false, failure: UNREACHABLE };
  }
}
