import { ApolloLink } from '@apollo/client';
import { GatewayError } from '@shop/sdk/transport';
import { from } from 'rxjs';
import { sendFromBrowser } from './browserGateway';

/**
 * Apollo Client's way to the gateway, last of its links: the operation by its trusted-document hash through the
 * same door as browserGateway(). GraphQL errors go back as an answer, so Apollo makes them its
 * CombinedGraphQLErrors; no GraphQL answer at all (unreachable, a bare 429) stays the SDK's GatewayError. An answer
 * has an `extensions` key only when the gateway sent some: Apollo's error link reads one that is there, even undefined.
 */
export const browserLink = () =>
  new ApolloLink((operation) =>
    from(
      sendFromBrowser<Record<string, unknown>>(operation.query, operation.variables).then(
        ({ data, extensions }) => (extensions ? { data, extensions } : { data }),
        (error: unknown) => {
          if (error instanceof GatewayError && error.errors.length > 0)
            return { data: error.data as Record<string, unknown> | null, errors: error.errors };
          throw error;
        },
      ),
    ),
  );
