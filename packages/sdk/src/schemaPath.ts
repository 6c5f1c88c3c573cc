import path from 'node:path';

/** The gateway's schema (SDL), emitted by the gateway and committed: for an internal client's own codegen. */
export const schemaPath = path.resolve(__dirname, '../../../schema/schema.graphql');
