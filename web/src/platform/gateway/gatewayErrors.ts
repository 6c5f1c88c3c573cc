import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

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

/** The GraphQL errors of a failure: parsed by Apollo, or in the body of a non-GraphQL HTTP error. */
function entriesOf(error: unknown): readonly ErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (!ServerError.is(error)) return [];
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const errors = (body as { errors?: unknown })?.errors;
    return Array.isArray(errors) ? (errors as ErrorEntry[]) : [];
  } catch {
    return [];
  }
}

export function gatewayFailure(error: unknown): GatewayFailure {
  const entries = entriesOf(error);
  const codes = entries.map((entry) => String(entry.extensions?.code ?? ''));
  // A 429 is a rate limit whatever its body says (a proxy in between may answer it).
  if (ServerError.is(error) && error.statusCode === 429 && !codes.includes('RATE_LIMITED')) codes.push('RATE_LIMITED');
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
