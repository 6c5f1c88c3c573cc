import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuses an operation of a type the schema has no root for (a subscription: the gateway serves none) as invalid,
 * 400, where graphql-js 16 fails it only at execution, as an INTERNAL_SERVER_ERROR with status 200. graphql-js 17
 * has this rule built in (KnownOperationTypesRule), with the same message.
 */
export const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (context.getSchema().getRootType(node.operation)) return;
    context.reportError(
      new GraphQLError(`The ${node.operation} operation is not supported by the schema.`, { nodes: node }),
    );
  },
});
