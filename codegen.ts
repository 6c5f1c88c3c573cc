import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/**
 * Trusted documents (docs/adr/0025): every operation carries the sha256 of its text, and each output writes
 * persisted-documents.json (hash → text), the manifest the gateway executes in production. `__typename` is added
 * here, as Apollo Client would add it, so the manifest's text is what runs and the answer carries what its cache
 * needs. The hash is bare hex: what `extensions.persistedQuery.sha256Hash` carries.
 */
const presetConfig = {
  fragmentMasking: false,
  persistedDocuments: { hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex') },
} as const;
const documentTransforms = [addTypenameSelectionDocumentTransform];

// Typed documents for the web's and the SDK's .graphql operations, generated from the gateway's committed schema.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    // Parsed documents (DocumentNode) for Apollo Client: server components, checkout's later steps, account.
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig,
      documentTransforms,
    },
    // The operations that shop pages' client components (and the cart) send, as query strings for browserGateway()
    // (web/src/platform/gateway/browserGateway.ts): a plain fetch, so neither Apollo Client nor graphql's printer loads
    // there. Only these files (the operations and the fragments they use): Turbopack keeps every document of a
    // generated module in the page's chunks, used or not. Its manifest is a subset of the one above.
    'web/src/gql/strings/': {
      documents: [
        'web/src/features/wishlist/Wishlist.graphql',
        'web/src/features/plans/credits/CreditDownload.graphql',
        'web/src/features/advisor/Advisor.graphql',
        'web/src/features/catalogue/listings/CatalogueFragments.graphql',
        'web/src/features/catalogue/listings/DiagramListing.graphql',
        'web/src/features/checkout/steps/DownloadLink.graphql',
        'web/src/features/checkout/steps/PriceCart.graphql',
      ],
      preset: 'client',
      presetConfig,
      documentTransforms,
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
