'use client';

import type { ReactNode } from 'react';
import { ApolloLink } from '@apollo/client';
import { ApolloNextAppProvider, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { throwError } from 'rxjs';
import { browserLink } from './browserLink';
import { rateLimitLink } from './rateLimitLink';
import { toRateLimitPage } from './rateLimitPath';

/**
 * Client components query from the browser, through the same-origin /graphql/ proxy, which vouches
 * for the visitor's address to the gateway. During server rendering they have no such hop (and
 * none queries there today: their data lives in the browser), so a query there fails loudly
 * instead of reaching the gateway as the web itself. Server components use queryGateway().
 */
const serverRenderingLink = new ApolloLink(() =>
  throwError(
    () => new Error('Client components query the gateway from the browser; server components use queryGateway().'),
  ),
);

function makeClient() {
  if (typeof window === 'undefined') return new ApolloClient({ cache: new InMemoryCache(), link: serverRenderingLink });
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([rateLimitLink(toRateLimitPage), browserLink()]),
  });
}

/** Apollo Client for the client components below; `nonce` goes on its inline rehydration script. */
export function ApolloWrapper({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <ApolloNextAppProvider makeClient={makeClient} extraScriptProps={{ nonce }}>
      {children}
    </ApolloNextAppProvider>
  );
}
