'use client';

import type { ReactNode } from 'react';
import { HttpLink } from '@apollo/client';
import { ApolloNextAppProvider, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { gatewayUrl } from './gatewayUrl';

/** Same-origin in the browser; during SSR relative URLs cannot be fetched, so the gateway directly. */
function makeClient() {
  const uri = typeof window === 'undefined' ? gatewayUrl() : '/graphql/';
  return new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri }) });
}

/** Apollo Client for client components, on every page. */
export function ApolloWrapper({ children }: { children: ReactNode }) {
  return (
    <ApolloNextAppProvider makeClient={makeClient}>
      {children}
    </ApolloNextAppProvider>
  );
}
