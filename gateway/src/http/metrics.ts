import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';

/** GET /metrics: Prometheus text format. */
export function metricsRoute(registry: Registry): RequestHandler {
  return async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  };
}
