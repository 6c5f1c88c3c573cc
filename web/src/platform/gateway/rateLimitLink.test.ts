import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { rateLimitLink } from './rateLimitLink';

const QUERY = gql`
  query Probe {
    catalogueSize
  }
`;

/** A client whose gateway answers every operation with these GraphQL errors. */
function clientAnswering(extensions: Record<string, unknown>, onRateLimited: () => void) {
  const gateway = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ errors: [{ message: 'Too many requests', extensions }] });
        observer.complete();
      }),
  );
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([rateLimitLink(onRateLimited), gateway]),
  });
}

describe('rateLimitLink', () => {
  it('sends the visitor to the rate-limit page when an operation is RATE_LIMITED', async () => {
    const onRateLimited = jest.fn();
    const client = clientAnswering({ code: 'RATE_LIMITED', retryAfter: 60 }, onRateLimited);
    await expect(client.query({ query: QUERY })).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(onRateLimited).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors to the component', async () => {
    const onRateLimited = jest.fn();
    const client = clientAnswering({ code: 'BAD_USER_INPUT' }, onRateLimited);
    await expect(client.query({ query: QUERY })).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(onRateLimited).not.toHaveBeenCalled();
  });
});
