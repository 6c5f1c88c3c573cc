import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';

/** The methods this API has routes for (plus HEAD and OPTIONS); WebDAV's and others answer 405, not Koa's 501. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** The bodies the API reads: JSON, forms (RFC 8058's one-click unsubscribe posts one) and multipart (admin uploads). */
const BODY_TYPES = ['json', 'urlencoded', 'multipart'];

/** Strapi's error shape, for the refusals answered before Strapi's own error handling sees the request. */
export function refuse(ctx: Context, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/**
 * Refuses, before any parser reads it, a request this API cannot take: another method (405 with `Allow`), or a body
 * of another type (415: XML, GraphQL, text…), which no parser would read, so handlers would get no body at all.
 */
const requestShape: Core.MiddlewareFactory = () => async (ctx, next) => {
  if (!METHODS.includes(ctx.method)) {
    ctx.set('Allow', METHODS.join(', '));
    return refuse(ctx, 405, 'MethodNotAllowedError', `The method ${ctx.method} is not allowed.`);
  }
  // An empty body (Content-Length: 0, as clients send on a bare POST) has no type to check.
  if (ctx.request.length !== 0 && ctx.request.is(BODY_TYPES) === false) {
    return refuse(ctx, 415, 'UnsupportedMediaTypeError', 'The body must be JSON (application/json).');
  }
  return next();
};

export default requestShape;

/**
 * strapi::body's `onError`: a body its parsers cannot read is the client's mistake. Their own 4xx (malformed JSON,
 * too large, unknown charset) pass unchanged; anything else (a multipart body without a boundary or cut short)
 * answers 400 instead of 500.
 */
export function unreadableBody(error: Error & { status?: unknown }): never {
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) throw error;
  throw new errors.ValidationError('The request body could not be read.');
}
