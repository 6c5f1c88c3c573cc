import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { PROBE_PATHS } from './health';

/** Access-log lines without query strings: a GET /graphql may carry an order key in its variables. */
const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * One line per request, at info (pino-http's level), probes left out: they run every few seconds. With the level
 * above info there is none: pino-http would still build a child logger per request (its bindings serialised, the
 * headers redacted) for lines never written, so it is left out.
 */
export function accessLog(logger: Logger): RequestHandler | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => PROBE_PATHS.includes(req.url ?? '') },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: withoutQuery(req.url) }),
    },
  });
}
