import type { Logger } from 'pino';
import type { Metrics } from '../platform/metrics';
import { type BreakerPolicy, CircuitBreaker } from './circuit-breaker';

type Upstream = 'content' | 'shop' | 'auth';

/** One circuit breaker per upstream, each with its own base URL and client. */
export type UpstreamBreakers = Record<Upstream, CircuitBreaker>;

/** The breakers of the three upstreams, logging and counting when each opens and closes. */
export function createBreakers(policy: BreakerPolicy, logger: Logger, metrics: Metrics): UpstreamBreakers {
  const breakerOf = (upstream: Upstream) => {
    metrics.circuitOpen.set({ upstream }, 0);
    return new CircuitBreaker({
      upstream,
      policy,
      onChange: (open) => {
        metrics.circuitOpen.set({ upstream }, open ? 1 : 0);
        if (open) logger.warn({ upstream, retryInMs: policy.resetTimeoutMs }, 'circuit opened: calls fail at once');
        else logger.info({ upstream }, 'circuit closed: the probe succeeded');
      },
    });
  };
  return { content: breakerOf('content'), shop: breakerOf('shop'), auth: breakerOf('auth') };
}
