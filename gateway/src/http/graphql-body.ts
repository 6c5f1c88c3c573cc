import type express from 'express';
import type { RequestHandler } from 'express';
import getRawBody from 'raw-body';

/** The largest GraphQL request body taken; the web's /graphql/ proxy enforces the same. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Deeper variables than any operation of the schema needs (a cart is 3 deep); deeper ones are refused. */
const MAX_VARIABLES_DEPTH = 20;

/** True when `value` nests deeper than `limit`; iterative, because a recursive walk is what a deep value overflows. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

const refuse = (status: number, code: string, message: string) => ({
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

function variablesOf(req: express.Request): unknown {
  if (req.method !== 'GET') return (req.body as { variables?: unknown } | undefined)?.variables;
  const text = req.query.variables;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Apollo answers a malformed variables parameter itself
  }
}

const checkVariables: RequestHandler = (req, res, next) => {
  if (!nestsDeeperThan(variablesOf(req), MAX_VARIABLES_DEPTH)) return next();
  const { status, body } = refuse(400, 'BAD_REQUEST', `Variables may nest at most ${MAX_VARIABLES_DEPTH} levels deep.`);
  res.status(status).json(body);
};

/**
 * Reads a JSON body of at most MAX_BODY_BYTES. Not express.json(): body-parser reads a too-large body to its end
 * before it answers 413 (30 MB and more). Here the answer goes at once and closes the connection, which ends the
 * upload. A GET's query string, and other content types, are left to Apollo, which refuses the latter.
 */
const readJsonBody: RequestHandler = async (req, res, next) => {
  if (req.method !== 'POST' || !req.is('application/json')) {
    // Apollo wants a body object even when there is none to read (a GET, another content type).
    req.body = {};
    return next();
  }
  let text: string;
  try {
    text = await getRawBody(req, { limit: MAX_BODY_BYTES, length: req.headers['content-length'], encoding: 'utf8' });
  } catch (error) {
    const { type, status: readStatus } = error as { type?: string; status?: number };
    if (type === 'entity.too.large') {
      const { status, body } = refuse(
        413,
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`,
      );
      return void res.status(status).set('connection', 'close').json(body);
    }
    if (!readStatus || readStatus >= 500) return next(error);
    const { status, body } = refuse(400, 'BAD_REQUEST', 'The request body could not be read.');
    return void res.status(status).json(body);
  }
  try {
    req.body = JSON.parse(text);
    // As sent: the result cache keys on it without parsing the query.
    res.locals.rawBody = text;
  } catch {
    const { status, body } = refuse(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    return void res.status(status).json(body);
  }
  next();
};

/** Reads a GraphQL request: JSON up to MAX_BODY_BYTES, variables at most MAX_VARIABLES_DEPTH deep. */
export function graphqlBody(): RequestHandler[] {
  return [readJsonBody, checkVariables];
}
