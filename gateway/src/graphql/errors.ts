import { GraphQLError } from 'graphql';

/** A client asked for something that does not exist (an unknown category url or tag). */
export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** A client sent an argument the contract rejects (a page out of range, an empty search). */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
