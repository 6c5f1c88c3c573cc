import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web's .graphql operations, generated from the gateway's committed schema.
const config: CodegenConfig = {
  // contract-9.graphql: issue 9's operations until the gateway emits them (then it goes).
  schema: ['schema/schema.graphql', 'schema/contract-9.graphql'],
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
