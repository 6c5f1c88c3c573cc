import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema, isEnumType } from 'graphql';
import type { Logger } from 'pino';
import { ForbiddenError, InputError, NotFoundError, UnauthenticatedError } from '../domain/errors';
import { GatewayBusyError } from '../limits/execution-admission';
import { QUERY_LIMITS, QueryLimitError, isTooManyTokens } from '../limits/query-limits';
import { RateLimitedError } from '../limits/rate-limits';
import { AuthHttpError, AuthUnreachableError, InvalidAuthResponseError } from '../upstreams/auth/errors';
import { type ContentError, ContentUnreachableError, isContentError } from '../upstreams/content/errors';
import { type ShopFailure, ShopError, ShopUnreachableError, isShopFailure } from '../upstreams/shop/errors';
import { ReplayStoreUnavailableError } from '../verification/replay-store';

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

/**
 * The public face of a shop failure. A 4xx is the client's doing (an unknown diagram, invalid customer data, an
 * invalid card): BAD_USER_INPUT with spec §8's message, the shop's code and its field errors; 404 is NOT_FOUND.
 */
export function describeShopError(error: ShopFailure): PublicError {
  if (error instanceof ShopUnreachableError) {
    return { message: error.message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
  }
  if (error instanceof ShopError && error.status === 401) {
    return { message: error.message, extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' } };
  }
  if (error instanceof ShopError && error.status === 409 && error.code === 'idempotency_key_reused') {
    return { message: error.message, extensions: { code: 'IDEMPOTENCY_KEY_REUSED', upstreamStatus: 409 } };
  }
  if (error instanceof ShopError && error.status >= 400 && error.status <= 499 && error.status !== 429) {
    return {
      message: error.message,
      extensions: {
        code: error.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT',
        upstreamStatus: error.status,
        ...(error.code && { upstreamCode: error.code, reason: error.code.toUpperCase() }),
        ...(Object.keys(error.fieldErrors).length > 0 && { fieldErrors: error.fieldErrors }),
      },
    };
  }
  return {
    message: `Shop API error: ${error.message}`,
    extensions: {
      code: 'UPSTREAM_ERROR',
      upstreamStatus: error instanceof ShopError ? error.status : 502,
      upstreamName: 'shop',
    },
  };
}

/** An auth call that failed for no fault of the visitor: no answer, or an answer the contract does not foresee. */
function describeAuthFailure(error: AuthHttpError | AuthUnreachableError | InvalidAuthResponseError): PublicError {
  if (error instanceof AuthUnreachableError) {
    return { message: error.message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
  }
  return {
    message: `Auth API error: ${error.message}`,
    extensions: {
      code: 'UPSTREAM_ERROR',
      upstreamStatus: error instanceof AuthHttpError ? error.status : 502,
      upstreamName: 'auth',
    },
  };
}

const isAuthFailure = (error: unknown): error is AuthHttpError | AuthUnreachableError | InvalidAuthResponseError =>
  error instanceof AuthHttpError || error instanceof AuthUnreachableError || error instanceof InvalidAuthResponseError;

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

/** The public face of the gateway's own refusals: a rule's, a limit's, a rate limit's. */
function describeRefusal(error: unknown): PublicError | undefined {
  if (error instanceof InputError) {
    const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
    return {
      message: error.message,
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: error.reason,
        ...(error.field && { field: error.field }),
        ...(hasFieldErrors && { fieldErrors: error.fieldErrors }),
      },
    };
  }
  if (error instanceof NotFoundError) {
    return { message: error.message, extensions: { code: 'NOT_FOUND', ...(error.reason && { reason: error.reason }) } };
  }
  if (error instanceof UnauthenticatedError) {
    return { message: error.message, extensions: { code: 'UNAUTHENTICATED', reason: error.reason } };
  }
  if (error instanceof ForbiddenError) {
    return { message: error.message, extensions: { code: 'FORBIDDEN', reason: error.reason } };
  }
  if (error instanceof RateLimitedError) {
    return { message: error.message, extensions: { code: 'RATE_LIMITED', retryAfter: error.retryAfterSeconds } };
  }
  if (error instanceof QueryLimitError) return { message: error.message, extensions: { code: error.limitCode } };
  if (error instanceof GatewayBusyError) {
    return { message: error.message, extensions: { code: 'GATEWAY_BUSY', retryAfter: error.retryAfterSeconds } };
  }
  return undefined;
}

/** A document refused by a limit: armor's rules report through Apollo's validation, the token limit through the parser. */
function limitOf(error: unknown): PublicError | undefined {
  const cause = error instanceof GraphQLError ? error.originalError : undefined;
  if (cause instanceof QueryLimitError) return describeRefusal(cause);
  if (error instanceof GraphQLError && error.extensions.code === 'GRAPHQL_PARSE_FAILED' && isTooManyTokens(error)) {
    return { message: `Token limit of ${QUERY_LIMITS.tokens} exceeded.`, extensions: { code: 'MAX_TOKENS_EXCEEDED' } };
  }
  return undefined;
}

/**
 * Apollo's own refusals of a malformed request (a persisted query of an unknown version, or whose hash does not match
 * its query) carry a 4xx status but no code, which Apollo fills in as INTERNAL_SERVER_ERROR: they are the client's.
 */
function isCodelessClientRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: number } | undefined)?.status;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * graphql-js stops coercing variables after 50 invalid ones with an error of no code and no location, which Apollo
 * would call INTERNAL_SERVER_ERROR: like the 50 before it, it is the client's mistake.
 */
function isTooManyVariableErrors(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    error.originalError === undefined &&
    error.message.startsWith('Too many errors processing variables')
  );
}

/** The public face of an error, and what to log of it (upstream failures, unexpected errors). */
interface Described {
  face: GraphQLFormattedError;
  log?: { level: 'warn' | 'error'; message: string };
  /** The upstream that failed, if one did: error reporting counts an outage once per code and upstream. */
  upstream?: 'content' | 'auth' | 'shop' | 'redis';
}

function describeError(schema: GraphQLSchema, formatted: GraphQLFormattedError, error: unknown): Described {
  const limit = limitOf(error);
  if (limit) return { face: { ...formatted, ...limit } };
  if (isCodelessClientRefusal(error)) return { face: { ...formatted, extensions: { code: 'BAD_REQUEST' } } };
  if (isTooManyVariableErrors(error)) return { face: { ...formatted, extensions: { code: 'BAD_USER_INPUT' } } };
  const original = unwrapResolverError(error);
  const refusal = describeRefusal(original);
  if (refusal) return { face: { ...formatted, ...refusal } };
  if (isContentError(original)) {
    return {
      face: { ...formatted, ...describeContentError(original) },
      log: { level: 'warn', message: 'content backend call failed' },
      upstream: 'content',
    };
  }
  if (isAuthFailure(original)) {
    return {
      face: { ...formatted, ...describeAuthFailure(original) },
      log: { level: 'warn', message: 'auth call failed' },
      upstream: 'auth',
    };
  }
  if (isShopFailure(original)) {
    const described = describeShopError(original);
    return {
      face: { ...formatted, ...described },
      upstream: 'shop',
      ...(described.extensions?.code !== 'BAD_USER_INPUT' && {
        log: { level: 'warn', message: 'shop call failed' },
      }),
    };
  }
  if (original instanceof ReplayStoreUnavailableError) {
    return {
      face: {
        ...formatted,
        message: original.message,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstreamName: 'redis' },
      },
      log: { level: 'warn', message: 'human-proof replay store unavailable' },
      upstream: 'redis',
    };
  }
  if (original instanceof GraphQLError) {
    return { face: { ...formatted, message: explainEnumError(formatted.message, schema) } };
  }
  return {
    face: {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
    log: { level: 'error', message: 'unexpected error while resolving' },
  };
}

/** Apollo's formatError: upstream failures mapped, GraphQL errors clarified, anything else masked and logged. */
export function createErrorFormatter(schema: GraphQLSchema, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const { face, log } = describeError(schema, formatted, error);
    if (log) logger[log.level]({ err: unwrapResolverError(error), path: formatted.path }, log.message);
    return face;
  };
}

// The gateway's 5xx: its own bugs and its upstreams' failures. Everything else is the client's doing (spec §8).
const SERVER_FAULTS = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']);

/** A server fault as reported: the code the client sees and the upstream that failed, if one did. */
export type ServerFault = { code: string; upstream?: string };

/**
 * `error`, as Apollo hands it to plugins before formatting, if it reaches the client as a server fault; else
 * undefined. Apollo gives an error without a code INTERNAL_SERVER_ERROR before formatError sees it: so do we.
 */
export function serverFault(schema: GraphQLSchema, error: GraphQLError): ServerFault | undefined {
  const formatted = error.toJSON();
  const code = formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
  const described = describeError(schema, { ...formatted, extensions: { ...formatted.extensions, code } }, error);
  const faceCode = String(described.face.extensions?.code);
  if (!SERVER_FAULTS.has(faceCode)) return undefined;
  return { code: faceCode, ...(described.upstream && { upstream: described.upstream }) };
}
