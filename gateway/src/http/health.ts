import { Router } from 'express';
import type { Logger } from 'pino';
import type { UpstreamBreakers } from '../upstreams/breakers';
import type { ContentClient } from '../upstreams/content/client';

// Probes run every few seconds; a slow backend should make us unready quickly, not hang the probe.
const READINESS_TIMEOUT_MS = 2000;

export const PROBE_PATHS = ['/healthz', '/readyz'];

/**
 * /healthz: the process runs. /readyz: the content backend answers, so traffic may come; with each upstream's
 * circuit state. The content check goes through its breaker: refused at once while open, the probe when half-open.
 */
export function healthRoutes(content: ContentClient, breakers: UpstreamBreakers, logger: Logger): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const circuits = () =>
      Object.fromEntries(Object.entries(breakers).map(([upstream, breaker]) => [upstream, breaker.state()]));
    try {
      await content.checkHealth(READINESS_TIMEOUT_MS);
      res.json({ status: 'ready', circuits: circuits() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ reason }, 'not ready');
      res.status(503).json({ status: 'unavailable', reason, circuits: circuits() });
    }
  });
  return router;
}
