export { createGatewayClient, type GatewayClient, type GatewayClientOptions, type Operation } from './client';
export { GatewayError, type GraphQLErrorEntry } from './gatewayError';
export { hashBody, operationHash, persistedBody } from './persisted';
export { type GatewayAnswer, type SendOptions, sendOperation } from './transport';
export { schemaPath } from './schemaPath';
export * from './gql/graphql';
