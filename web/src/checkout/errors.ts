import { CombinedGraphQLErrors } from '@apollo/client';

/** The GraphQL error codes of a failed operation; empty when the gateway was not reached. */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((entry) => String(entry.extensions?.code ?? ''));
}

/** The gateway's message for bad input (e.g. "Unknown diagram 123"), else undefined. */
export function badInputMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT')?.message;
}
