import Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * Pages rendered for one visitor a minute, beyond which they get the rate-limit page. A visitor reading the shop
 * is mostly answered from the page cache (web/server/pageReplays.ts); a render is a page nobody asked for yet, or
 * a per-request page. A crawler or a flood of made-up URLs (distinct searches, sorts, pages) is what renders
 * hundreds a minute. The gateway does not count the web's cache fills per visitor (they name none), so this is
 * where one visitor's renders are counted.
 */
const RENDERS_PER_MINUTE = 300;

const policy = { points: RENDERS_PER_MINUTE, duration: 60 };

/** Renders per visitor address: in memory, or in Redis shared by every web (REDIS_URL), memory while it is down. */
export class RenderAllowance {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(points = RENDERS_PER_MINUTE): RenderAllowance {
    return new RenderAllowance(new RateLimiterMemory({ ...policy, points, keyPrefix: 'render' }));
  }

  static forEnv(env: NodeJS.ProcessEnv): RenderAllowance {
    if (!env.REDIS_URL) return RenderAllowance.inMemory();
    const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => console.error(`Render allowance: redis error: ${error.message}`));
    return new RenderAllowance(
      new RateLimiterRedis({
        ...policy,
        storeClient: redis,
        keyPrefix: `${env.REDIS_KEY_PREFIX ?? 'web:'}render`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...policy, keyPrefix: 'render' }),
      }),
    );
  }

  /** Seconds until `visitor` may have pages rendered again; 0 while they may. */
  async retryAfter(visitor: string): Promise<number> {
    const used = await this.limiter.get(visitor);
    if (!used || used.remainingPoints > 0) return 0;
    return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
  }

  /** Counts one page rendered for `visitor`. */
  async count(visitor: string): Promise<void> {
    await this.limiter.penalty(visitor);
  }
}
