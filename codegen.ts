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
    // Every web operation by its hash only (`{ __meta__: { hash } }`, typed): what the web sends, server and browser
    // alike (the gateway runs the text from this output's manifest). No document text reaches a page's scripts, and
    // a page's chunks keep only the hashes its client components use.
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: {
        ...presetConfig,
        persistedDocuments: { ...presetConfig.persistedDocuments, mode: 'replaceDocumentWithHash' },
      },
      documentTransforms,
      config: { documentMode: 'string' },
    },
    // What Apollo Client's hooks need besides the hash: whole documents (DocumentNode), whose selections its cache
    // reads and writes. Only the checkout's and the plan's steps use Apollo (web/src/platform/gateway/browserLink.ts
    // still sends the hash); its manifest is a subset of the one above.
    'web/src/gql/apollo/': {
      documents: [
        'web/src/features/checkout/steps/Checkout.graphql',
        'web/src/features/checkout/steps/PriceCart.graphql',
        'web/src/features/checkout/steps/DownloadLink.graphql',
        'web/src/features/plans/subscribe/Plans.graphql',
        'web/src/features/catalogue/listings/CatalogueFragments.graphql',
      ],
      preset: 'client',
      presetConfig,
      documentTransforms,
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
