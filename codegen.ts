import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web's and the SDK's .graphql operations, generated from the gateway's committed schema.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // Parsed documents (DocumentNode) for Apollo Client: server components, checkout's later steps, account.
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
    },
    // The operations that shop pages' client components (and the cart) send, as query strings for browserGateway()
    // (web/src/graphql/browserGateway.ts): a plain fetch, so neither Apollo Client nor graphql's printer loads
    // there. Only these files (the operations and the fragments they use): Turbopack keeps every document of a
    // generated module in the page's chunks, used or not.
    'web/src/gql/strings/': {
      documents: [
        'web/src/wishlist/Wishlist.graphql',
        'web/src/credits/CreditDownload.graphql',
        'web/src/advisor/Advisor.graphql',
        'web/src/catalog/CatalogueFragments.graphql',
        'web/src/catalog/DiagramListing.graphql',
        'web/src/checkout/DownloadLink.graphql',
        'web/src/checkout/PriceCart.graphql',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { documentMode: 'string' },
    },
    // The SDK's operations for internal clients (packages/sdk), as typed query strings: no graphql runtime needed.
    'packages/sdk/src/gql/': {
      documents: ['packages/sdk/operations/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { documentMode: 'string' },
    },
  },
};

export default config;
