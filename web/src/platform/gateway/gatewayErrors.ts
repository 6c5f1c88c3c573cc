import { GatewayError } from '@shop/sdk/transport';

/** What the web acts on in a failed gateway call: codes, never the gateway's (English) messages. */
export type GatewayFailure = {
  /** The GraphQL error codes (extensions.code), e.g. NOT_FOUND, RATE_LIMITED; empty when the gateway was not reached. */
  codes: string[];
  /** The shop's own code behind a BAD_USER_INPUT (extensions.upstreamCode), e.g. card_declined, duplicate_line. */
  upstreamCode?: string;
  /** The first extensions.reason, e.g. SIGN_IN_REQUIRED, SESSION_EXPIRED beside UNAUTHENTICATED. */
  reason?: string;
  /** The paths of the fields the gateway refused (keys of extensions.fieldErrors), e.g. customer.email. */
  fieldPaths: string[];
};

type ErrorEntry = { extensions?: Record<string, unknown> };

/**
 * Apollo Client's GraphQL errors (a checkout or plan step's hook), known by the brand Apollo puts on its errors, as
 * its own `CombinedGraphQLErrors.is` does: importing that class would bring Apollo's errors module onto every
 * catalogue page, whose calls fail with the SDK's GatewayError only (gatewayErrors.test.ts checks the brand).
 */
const isApolloGraphQLErrors = (error: unknown): error is { errors: readonly ErrorEntry[] } =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<symbol, unknown>)[Symbol.for('apollo.error')] === 'CombinedGraphQLErrors';

/** The GraphQL errors of a failure: @shop/sdk's (any status), or Apollo's for a client component's hook. */
function entriesOf(error: unknown): readonly ErrorEntry[] {
  if (error instanceof GatewayError) return error.errors;
  return isApolloGraphQLErrors(error) ? error.errors : [];
}

export function gatewayFailure(error: unknown): GatewayFailure {
  const entries = entriesOf(error);
  const codes = entries.map((entry) => String(entry.extensions?.code ?? ''));
  // A 429 is a rate limit whatever its body says (a proxy in between may answer it).
  if (error instanceof GatewayError && error.status === 429 && !codes.includes('RATE_LIMITED'))
    codes.push('RATE_LIMITED');
  const upstream = entries.map((entry) => entry.extensions?.upstreamCode).find((code) => typeof code === 'string');
  const fieldPaths = entries.flatMap((entry) => {
    const fields = entry.extensions?.fieldErrors;
    return fields && typeof fields === 'object' ? Object.keys(fields) : [];
  });
  const reason = entries.map((entry) => entry.extensions?.reason).find((value) => typeof value === 'string');
  return {
    codes,
    ...(upstream !== undefined && { upstreamCode: upstream as string }),
    ...(reason !== undefined && { reason: reason as string }),
    fieldPaths,
  };
}

export const RATE_LIMITED = 'RATE_LIMITED';

export function isRateLimited(error: unknown): boolean {
  return gatewayFailure(error).codes.includes(RATE_LIMITED);
}

/**
 * What the gateway (or the proxy in front of it) answered with a failure: its GraphQL errors and HTTP status;
 * undefined when no answer came (unreachable, timed out).
 */
export function failedAnswer(error: unknown): { errors: readonly ErrorEntry[]; status: number } | undefined {
  return error instanceof GatewayError && error.status !== 0
    ? { errors: error.errors, status: error.status }
    : undefined;
}
