import type { ReactNode } from 'react';
import { requestNonce } from '@/platform/security/requestNonce';
import { ApolloWrapper } from './ApolloWrapper';

/**
 * The layout of the checkout steps whose client components query through Apollo Client (customer data, payment,
 * the plan's steps), so that the cart, which prices through browserGateway(), loads no Apollo. These pages run
 * under a nonce policy: Apollo's inline rehydration script carries the nonce.
 */
export default async function ApolloLayout({ children }: { children: ReactNode }) {
  return <ApolloWrapper nonce={await requestNonce()}>{children}</ApolloWrapper>;
}
