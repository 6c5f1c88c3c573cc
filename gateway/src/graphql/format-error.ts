import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema, isEnumType } from 'graphql';
import type { Logger } from 'pino';
import { type ContentError, ContentUnreachableError, isContentError } from '../upstreams/content/errors';

type PublicError = Pick<GraphQLFormattedError, 'message' | 'extensions'>;

/** The public face of a content-backend failure: a clear message, a code and the upstream status, no stack. */
export function describeContentError(error: ContentError): PublicError {
  if (error instanceof ContentUnreachableError) {
    return { message: error.message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
  }
  return {
    message: `Content backend error: ${error.message}`,
    extensions: {
      code: error.status === 404 ? 'NOT_FOUND' : 'UPSTREAM_ERROR',
      upstreamStatus: error.status,
      upstreamName: error.name,
    },
  };
}

// graphql-js names the enum but not its values: `Value "xx" does not exist in "Locale" enum.`
const ENUM_VALUE_ERROR = /in "(\w+)" enum\.|Enum "(\w+)" cannot represent/;

/** Appends the accepted values to graphql-js's "not in enum" messages. */
export function explainEnumError(message: string, schema: GraphQLSchema): string {
  const match = ENUM_VALUE_ERROR.exec(message);
  const type = match && schema.getType(match[1] ?? match[2]);
  if (!isEnumType(type)) return message;
  return `${message} Expected one of: ${type
    .getValues()
    .map((value) => value.name)
    .join(', ')}.`;
}

/** Apollo's formatError: upstream failures mapped, GraphQL errors clarified, anything else masked and logged. */
export function createErrorFormatter(schema: GraphQLSchema, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isContentError(original)) {
      logger.warn({ err: original, path: formatted.path }, 'content backend call failed');
      return { ...formatted, ...describeContentError(original) };
    }
    if (original instanceof GraphQLError) {
      return { ...formatted, message: explainEnumError(formatted.message, schema) };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error while resolving');
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
