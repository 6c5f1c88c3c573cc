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
    // The web's operations as typed query strings, for its one door to the gateway (web/src/platform/gateway),
    // which sends their hash; Apollo Client's few components parse theirs (apolloDocument.ts). Marked pure
    // (scripts/codegen-pure.mjs), so that a page's chunks keep only the documents its components use.
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig,
      documentTransforms,
      config: { documentMode: 'string' },
      hooks: { afterOneFileWrite: ['node scripts/codegen-pure.mjs'] },
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
