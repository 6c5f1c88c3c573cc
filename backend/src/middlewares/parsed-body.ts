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

// In a u-mode pattern a surrogate pair reads as one code point: only a lone surrogate is of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether every text in `value`, keys included, is well-formed Unicode: no lone surrogate, which JSON's \u escapes
 * can carry. Users-permissions hands passwords to bcryptjs 2.4, whose UTF-8 encoder loops without end on one
 * ("\udfff\ud800" as a sign-in password brought the whole backend down: a fatal V8 error, not an exception).
 */
export function isWellFormedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return false;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * What every handler may assume of a parsed body (after strapi::body): it exists (`{}` when the request had none,
 * where users-permissions' handlers would otherwise fail on `undefined`), nests at most MAX_BODY_DEPTH levels and
 * holds only well-formed text (400 otherwise, before any validator or hash function walks it).
 */
const parsedBody: Core.MiddlewareFactory = () => async (ctx, next) => {
  const request = ctx.request as typeof ctx.request & { body?: unknown };
  if (request.body === undefined) request.body = {};
  else if (nestingDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    return refuse(ctx, 400, 'ValidationError', `The body nests more than ${MAX_BODY_DEPTH} levels.`);
  } else if (!isWellFormedText(request.body)) {
    return refuse(ctx, 400, 'ValidationError', 'The body holds text that is not well-formed Unicode.');
  }
  return next();
};

export default parsedBody;
