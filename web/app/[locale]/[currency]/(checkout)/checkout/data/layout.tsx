// Apollo Client for this step's client components (not the cart's): src/platform/gateway/ApolloLayout.tsx.
export { default } from '@/platform/gateway/ApolloLayout';
