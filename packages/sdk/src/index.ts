export { createGatewayClient, type GatewayClient, type GatewayClientOptions, type Operation } from './client';
export { GatewayError, type GraphQLErrorEntry } from './gatewayError';
export { schemaPath } from './schemaPath';
export * from './gql/graphql';
