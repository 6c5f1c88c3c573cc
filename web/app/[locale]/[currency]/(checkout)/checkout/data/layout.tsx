// Apollo Client for this step's client components (not the cart's): src/graphql/ApolloLayout.tsx.
export { default } from '@/graphql/ApolloLayout';
