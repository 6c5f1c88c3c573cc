import pino from 'pino';
import { createAdvisorCatalogue } from '../../advisor/catalogue';
import { CACHE_LIFETIMES } from '../../cache/lifetimes';
import { RateLimits } from '../../limits/rate-limits';
import { AuthClient } from '../../upstreams/auth/client';
import type { ContentClient } from '../../upstreams/content/client';
import { ShopClient } from '../../upstreams/shop/client';
import { HumanVerification } from '../../verification/human-verification';
import { MemoryReplayStore } from '../../verification/replay-store';
import type { Services } from '../context';

/** Services for operations run straight against the schema: silent logs, no search index. */
export function testServices(content: ContentClient, overrides: Partial<Services> = {}): Services {
  const logger = pino({ level: 'silent' });
  return {
    content,
    search: { ranked: async () => [], catalogue: async () => [] },
    logger,
    freeSampleUrl: 'free-process-diagram-sample',
    mediaPublicUrl: 'http://media.test',
    shop: new ShopClient({ url: 'http://shop.test', prefix: '/api', timeoutMs: 1000 }),
    limits: RateLimits.inMemory(),
    auth: new AuthClient({ url: 'http://auth.test', timeoutMs: 1000, gatewaySecret: 'test-gateway-secret' }),
    human: new HumanVerification({
      hmacKey: 'test-altcha-key',
      maxNumber: 1000,
      expiresSeconds: 600,
      replays: new MemoryReplayStore(),
    }),
    advisorCatalogue: createAdvisorCatalogue(content, logger, CACHE_LIFETIMES.searchIndex * 1000),
    ...overrides,
  };
}
