import type { Core } from '@strapi/strapi';
import { refuse } from './request-shape';

/** Deeper than any body of ours or of the admin (a few levels; nested components a dozen). */
export const MAX_BODY_DEPTH = 32;

/**
 * How deeply `value` nests objects and arrays, counted without recursion (a 12,000-deep body must not exhaust the
 * stack here, as it did in the validators that print a value); stops counting past `limit`.
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * What every handler may assume of a parsed body (after strapi::body): it exists (`{}` when the request had none,
 * where users-permissions' handlers would otherwise fail on `undefined`) and nests at most MAX_BODY_DEPTH levels
 * (400 otherwise, before any validator walks it).
 */
const parsedBody: Core.MiddlewareFactory = () => async (ctx, next) => {
  const request = ctx.request as typeof ctx.request & { body?: unknown };
  if (request.body === undefined) request.body = {};
  else if (nestingDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    return refuse(ctx, 400, 'ValidationError', `The body nests more than ${MAX_BODY_DEPTH} levels.`);
  }
  return next();
};

export default parsedBody;
