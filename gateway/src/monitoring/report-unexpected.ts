import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { isServerFault } from '../graphql/format-error';

/** Hands an unexpected error (the gateway's 5xx, never a client's mistake) to error reporting. */
export type ReportUnexpected = (error: unknown, tags: Record<string, string>) => void;

/**
 * Reports the errors of an operation that reach the client as server faults (spec §8: statuses above 499),
 * tagged with the operation's name. An upstream failure that several fields share is reported once.
 */
export function errorReportingPlugin(schema: GraphQLSchema, report: ReportUnexpected): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          const faults = new Set(errors.filter((error) => isServerFault(schema, error)).map(unwrapResolverError));
          for (const fault of faults) report(fault, { operation: operationName ?? 'anonymous' });
        },
      };
    },
  };
}

/** Express error middleware: a crash of the HTTP layer (status 500 and above) is reported, then answered as before. */
export function reportHttpFaults(report: ReportUnexpected): ErrorRequestHandler {
  return (error, req, _res, next) => {
    const status = Number(error?.status ?? error?.statusCode ?? 500);
    if (status >= 500) report(error, { route: req.originalUrl.split('?')[0] });
    next(error);
  };
}
