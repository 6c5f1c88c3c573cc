import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { type ServerFault, serverFault } from './format-error';
import { outageGate } from '../monitoring/outage-gate';
import type { ReportUnexpected } from '../monitoring/report-unexpected';

// An upstream's failure, not the gateway's bug: during an outage every request fails with it.
const OUTAGE_CODES = new Set(['UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']);

/**
 * Reports the errors of an operation that reach the client as server faults (spec §8: statuses above 499),
 * tagged with the operation's name. An upstream failure that several fields share is reported once, and an
 * upstream's outage once per code and upstream a minute (outage-gate.ts), not once per request.
 */
export function errorReportingPlugin(
  schema: GraphQLSchema,
  report: ReportUnexpected,
  admitOutage = outageGate(),
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          const faults = new Map<unknown, ServerFault>();
          for (const error of errors) {
            const fault = serverFault(schema, error);
            if (fault) faults.set(unwrapResolverError(error), fault);
          }
          for (const [error, { code, upstream = 'unknown' }] of faults) {
            const operation = operationName ?? 'anonymous';
            if (!OUTAGE_CODES.has(code)) report(error, { operation });
            else if (admitOutage(`${code}:${upstream}`)) report(error, { operation, code, upstream }, [code, upstream]);
          }
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
