import ipaddr from 'ipaddr.js';
import Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Pages rendered for one visitor a minute, beyond which they get the rate-limit page. A visitor reading the shop
 * is mostly answered from the page cache (web/server/pageReplays.ts); a render is a page nobody asked for yet,
 * including the pages a page's links prefetch (about 15 per page view on a cold cache, after a deploy). A crawler
 * or a flood of made-up URLs (distinct searches, sorts, pages) is what renders hundreds a minute. The gateway does
 * not count the web's cache fills per visitor (they name none), so this is where one visitor's renders are counted.
 */
const RENDERS_PER_MINUTE = 600;

const policy = { points: RENDERS_PER_MINUTE, duration: 60, keyPrefix: 'render' };
// As the page store's: a Redis that hangs must not hang every page; the memory limiter stands in.
const COMMAND_TIMEOUT_MS = 2000;

/** Whom renders are counted for: an IPv4 address, or an IPv6 one's /64, which one subscriber can rotate through. */
function visitorKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/**
 * Renders per visitor, taken before a request reaches Next and given back when it turned out not to be a render:
 * a request whose client hangs up before the answer still counts, since Next renders it all the same. In memory,
 * or in Redis shared by every web (REDIS_URL; memory while it is down).
 */
export class RenderAllowance {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(points = RENDERS_PER_MINUTE): RenderAllowance {
    return new RenderAllowance(new RateLimiterMemory({ ...policy, points }));
  }

  static forEnv(env: NodeJS.ProcessEnv): RenderAllowance {
    if (!env.REDIS_URL) return RenderAllowance.inMemory();
    const redis = new Redis(env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    redis.on('error', (error: Error) => console.error(`Render allowance: redis error: ${error.message}`));
    return new RenderAllowance(
      new RateLimiterRedis({
        ...policy,
        storeClient: redis,
        keyPrefix: `${env.REDIS_KEY_PREFIX ?? 'web:'}render`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(policy),
      }),
    );
  }

  /** Takes one render for `visitor`: 0 when taken, else the seconds until they may have pages rendered again. */
  async take(visitor: string): Promise<number> {
    try {
      await this.limiter.consume(visitorKey(visitor));
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return 0;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }

  /** Gives back a render taken for a request that was not one (a hit, a per-request page, a redirect). */
  async giveBack(visitor: string): Promise<void> {
    await this.limiter.reward(visitorKey(visitor));
  }
}
