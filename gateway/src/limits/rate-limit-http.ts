import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import { type Allowances, RateLimitedError } from './rate-limits';

/** The rate-limit key of the request's client, set by the server before any GraphQL work (res.locals.client). */
export const clientOf = (res: Response): string => String(res.locals.client);

/** Spec §8's rate limit: 429 with Retry-After, and a GraphQL error the web turns into its rate-limit page. */
function rateLimitedBody(error: RateLimitedError) {
  return {
    errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED', retryAfter: error.retryAfterSeconds } }],
  };
}

/**
 * Every GraphQL request takes a point of the client's `read` allowance, before its body is even parsed; but the
 * web's own calls (res.locals.webOwnCall) take none: its cache fills serve every visitor, and on the web's one
 * address a crawler or many distinct searches would get every page's fills refused, for everyone. How many pages
 * one visitor may have rendered is limited where the visitor is known, in the web's own server (web/server/main.ts).
 * Other allowances still count such a call by the web's address: a cache fill never orders, pays or signs in.
 */
export function limitReads(limits: Allowances): RequestHandler {
  return async (_req, res, next) => {
    if (res.locals.webOwnCall === true) return next();
    try {
      await limits.take('read', clientOf(res));
      next();
    } catch (error) {
      if (!(error instanceof RateLimitedError)) return next(error);
      res.status(429).set('retry-after', String(error.retryAfterSeconds)).json(rateLimitedBody(error));
    }
  };
}

/** A resolver refused for a rate limit makes the whole response a 429 with Retry-After. */
export const rateLimitStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        const limited = errors.map((error) => error.originalError).filter((error) => error instanceof RateLimitedError);
        if (limited.length === 0) return;
        response.http.status = 429;
        response.http.headers.set('retry-after', String(Math.max(...limited.map((error) => error.retryAfterSeconds))));
      },
    };
  },
};
