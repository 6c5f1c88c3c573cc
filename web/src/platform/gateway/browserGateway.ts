import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TypedDocumentString } from '@/gql/strings/graphql';
import { isRateLimited } from './gatewayErrors';
import { persistedRequest } from './persistedRequest';
import { toRateLimitPage } from './rateLimitPath';

type Variables<TVariables> = TVariables extends { [key: string]: never } ? [] : [variables: TVariables];

/**
 * One operation from a client component on a catalogue page, through the same-origin /graphql/ proxy
 * (which vouches for the visitor to the gateway): a plain fetch naming the generated document by its hash, so that
 * Apollo Client stays out of those pages' first load. It fails as Apollo Client's HttpLink does (a
 * non-2xx answer is a ServerError, GraphQL errors a CombinedGraphQLErrors), so that gatewayFailure()
 * reads both alike; a rate limit takes the visitor to the rate-limit page (spec §8), as ApolloWrapper's link does.
 */
export async function browserGateway<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  ...[variables]: Variables<TVariables>
): Promise<TData> {
  try {
    return await send(document, variables);
  } catch (error) {
    if (isRateLimited(error)) toRateLimitPage();
    throw error;
  }
}

async function send<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables | undefined,
): Promise<TData> {
  const response = await fetch('/graphql/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(persistedRequest(document, variables)),
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`Response not successful: ${response.status}`, { response, bodyText });
  const result = JSON.parse(bodyText) as { data?: TData | null; errors?: CombinedGraphQLErrors['errors'] };
  if (result.errors?.length || result.data == null) throw new CombinedGraphQLErrors(result);
  return result.data;
}
