import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { failedAnswer } from '@/platform/gateway/gatewayErrors';
import { operationFromServer, visitorCallHeaders } from '@/platform/gateway/serverGateway';
import { type AuthFailure, authFailure, UNREACHABLE } from './authFailure';

export type CallResult<TData> = { ok: true; data: TData } | { ok: false; failure: AuthFailure };

/**
 * One gateway operation from the web's server side (server actions, route handlers, account pages), mutations
 * included, for the visitor of the current request (serverGateway.ts's visitorCallHeaders) and, when given, their
 * session as a bearer token. What the gateway refused comes back as codes; no answer at all as UNREACHABLE.
 */
export async function callGateway<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  { token }: { token?: string } = {},
): Promise<CallResult<TData>> {
  try {
    const { data } = await operationFromServer(document, variables, await visitorCallHeaders(token));
    return { ok: true, data };
  } catch (error) {
    const answer = failedAnswer(error);
    if (answer) return { ok: false, failure: authFailure(answer.errors, answer.status) };
    console.error(`Gateway call failed: ${(error as Error).message}`);
    return { ok: false, failure: UNREACHABLE };
  }
}
