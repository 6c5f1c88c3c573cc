import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web's .graphql operations, generated from the gateway's committed schema.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
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
