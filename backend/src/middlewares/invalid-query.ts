import type { Core } from '@strapi/strapi';

/**
 * Errors that odd query input (`filters[legacy_id][$gt]=abc`, `filters[$and]=x`, a NUL byte for PostgreSQL…)
 * raises while Strapi's database layer builds or runs the query. They are the client's mistake: 400, not 500.
 * Messages of Strapi's query builder name only the offending value or key and are passed on; driver messages
 * carry the SQL and are replaced by a plain sentence.
 */
const QUERY_BUILDER_MESSAGES = [
  /^Expected a valid (Number|BigInteger), got /, // @strapi/database fields: a value of the wrong type
  /^Undefined attribute level operator /,
  /^Operator \S+ must be an array$/,
  /^Where must be an array or an object$/,
  /^Operator and non-operator keys cannot be mixed/,
  /^Only one operator key is allowed/,
  /^Only \$and, \$or and \$not can only be used as root level operators/,
  /^You cannot filter on /,
  /^The second argument to whereBetween must be an array/, // knex
];

/** PostgreSQL's class 22, "data exception": a value the column type cannot take. */
const POSTGRES_DATA_EXCEPTIONS: Record<string, string> = {
  '22P02': 'A value in the query has the wrong type.',
  '22003': 'A number in the query is out of range.',
  '22007': 'A date or time in the query is invalid.',
  '22008': 'A date or time in the query is out of range.',
  '22021': 'The query contains characters the database cannot store.',
  '22P05': 'The query contains characters the database cannot store.',
};

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };

/** The message a 400 answers for `error`, or null when it is not caused by the query's input. */
export function invalidQueryMessage(error: unknown): string | null {
  for (
    let current = error as ErrorLike | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as ErrorLike, depth += 1
  ) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (QUERY_BUILDER_MESSAGES.some((pattern) => pattern.test(message))) return message;
    if (/SQLite3 can only bind numbers, strings, bigints, buffers, and null$/.test(message)) {
      return 'A value in the query has the wrong type.';
    }
    if (typeof current.code === 'string' && current.code.startsWith('22')) {
      return POSTGRES_DATA_EXCEPTIONS[current.code] ?? 'A value in the query is invalid.';
    }
  }
  return null;
}

/** Answers 400 in Strapi's error shape for errors caused by the query's input; others go on to strapi::errors. */
const invalidQuery: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const message = invalidQueryMessage(error);
      if (message === null) throw error;
      strapi.log.debug(`Refused an invalid query: ${error instanceof Error ? error.message : String(error)}`);
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: { status: 400, name: 'ValidationError', message: `Invalid query: ${message}`, details: {} },
      };
    }
  };

export default invalidQuery;
