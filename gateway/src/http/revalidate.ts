import { changedContent } from '@shop/platform';
import express, { Router } from 'express';
import { type InvalidationTargets, invalidateContent } from '../cache/content-invalidation';
import { revalidateWeb } from '../cache/web-revalidation';
import { vouchedFor } from './client-address';

/** The header the backend's content webhooks carry REVALIDATE_SECRET in (backend/src/webhooks). */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

// A webhook carries the changed entry with its relations: a category lists its diagrams.
const BODY_LIMIT = '5mb';

/**
 * POST /revalidate/: Strapi's webhook on a content change (docs/adr/0020). Without the shared secret 401 and
 * nothing cleared (every call, when production has none); else the caches showing the change are cleared and the
 * search index rebuilt, then the web (`webUrl`), whose pages show this gateway's content, is told the tags of the
 * pages that show the change (never Strapi's model names: packages/platform's content tags).
 */
export function revalidateRoute(secret: string | undefined, targets: InvalidationTargets, webUrl: string): Router {
  const router = Router();
  router.post(/^\/revalidate\/?$/, (req, res, next) => {
    if (secret === undefined || !vouchedFor(req.headers[REVALIDATE_SECRET_HEADER], secret)) {
      res.status(401).json({ error: 'unauthorized' });
      return;
    }
    next();
  });
  if (secret === undefined) return router;
  const web = { url: webUrl, secretHeader: REVALIDATE_SECRET_HEADER, secret };
  router.post(/^\/revalidate\/?$/, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null) {
      res.status(400).json({ error: 'bad request' });
      return;
    }
    const change = changedContent(body);
    // A shop record (an order, an account) shows on no cached page: nothing to clear, nobody to tell.
    if (change === 'nothing') {
      res.json({ cleared: 'nothing' });
      return;
    }
    const cleared = await invalidateContent(body, targets);
    res.json({ cleared, web: await revalidateWeb(web, change, targets.logger) });
  });
  return router;
}
