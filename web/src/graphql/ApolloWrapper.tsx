'use client';

import type { ReactNode } from 'react';
import { HttpLink } from '@apollo/client';
import { ApolloNextAppProvider, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { TimeZoneCookie } from '@/price/TimeZoneCookie';
import { gatewayUrl } from './gatewayUrl';

/** Same-origin in the browser; during SSR relative URLs cannot be fetched, so the gateway directly. */
function makeClient() {
  const uri = typeof window === 'undefined' ? gatewayUrl() : '/graphql/';
  return new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri }) });
}

/**
 * Apollo Client for client components, on every page. It also stores the browser's time zone,
 * which the server and the /graphql/ proxy pass to the gateway to choose the visitor's currency.
 */
export function ApolloWrapper({ children }: { children: ReactNode }) {
  return (
    <ApolloNextAppProvider makeClient={makeClient}>
      <TimeZoneCookie />
      {children}
    </ApolloNextAppProvider>
  );
}
