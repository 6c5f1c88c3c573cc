import ipaddr from 'ipaddr.js';
import { failFastRedisOptions } from '@shop/platform';
import Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRedis } from '../config/sharedRedis';

/** How much one client may take (`points`) within `duration` seconds; `keyPrefix` names the allowance in Redis. */
export type AllowancePolicy = { points: number; duration: number; keyPrefix: string };

// As the page store's: a Redis that hangs must not hang every request; the memory limiter stands in.
const COMMAND_TIMEOUT_MS = 2000;

/** Whom an allowance counts: an IPv4 address, or an IPv6 one's /64, which one subscriber can rotate through. */
function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/**
 * What one client (the address the custom server vouches for) may take within a window: renders, analytics
 * events, error reports. In memory, or in Redis shared by every web (REDIS_URL; memory while it is down).
 */
export class ClientAllowance {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  static inMemory(policy: AllowancePolicy): ClientAllowance {
    return new ClientAllowance(new RateLimiterMemory(policy));
  }

  /** In the deployment's shared Redis when there is one (config/sharedRedis.ts), else in memory. */
  static shared(policy: AllowancePolicy): ClientAllowance {
    const { url, keyPrefix } = sharedRedis();
    if (!url) return ClientAllowance.inMemory(policy);
    const redis = new Redis(url, failFastRedisOptions(COMMAND_TIMEOUT_MS));
    redis.on('error', (error: Error) => console.error(`Allowance ${policy.keyPrefix}: redis error: ${error.message}`));
    return new ClientAllowance(
      new RateLimiterRedis({
        ...policy,
        storeClient: redis,
        keyPrefix: `${keyPrefix}${policy.keyPrefix}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(policy),
      }),
    );
  }

  /** Takes `points` for `client`: 0 when taken, else the seconds until it may take again. */
  async take(client: string, points = 1): Promise<number> {
    try {
      await this.limiter.consume(clientKey(client), points);
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return 0;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }

  /** Gives back one point taken for a request that turned out not to need it. */
  async giveBack(client: string): Promise<void> {
    await this.limiter.reward(clientKey(client));
  }
}
