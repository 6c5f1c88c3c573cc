import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** The gateway's Prometheus metrics, in a registry of its own (several gateways may share one process in tests). */
export interface Metrics {
  registry: Registry;
  /** Calls that reached an upstream service (cache misses only). */
  upstreamRequests: Counter<'upstream' | 'resource'>;
  /** Lookups in a named cache, by result (hit or miss). */
  cacheRequests: Counter<'cache' | 'result'>;
  /** Upstream failures answered with a cache's last good copy (stale-if-error). */
  staleAnswers: Counter<'cache'>;
  /** 1 while an upstream's circuit breaker is open or probing, else 0. */
  circuitOpen: Gauge<'upstream'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    upstreamRequests: new Counter({
      name: 'gateway_upstream_requests_total',
      help: 'Requests sent to an upstream service, by upstream and resource (collection).',
      labelNames: ['upstream', 'resource'],
      registers: [registry],
    }),
    cacheRequests: new Counter({
      name: 'gateway_cache_requests_total',
      help: 'Lookups in a named gateway cache, by result (hit or miss).',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
    staleAnswers: new Counter({
      name: 'gateway_cache_stale_answers_total',
      help: 'Upstream failures answered with the last good copy of a named cache, past its lifetime.',
      labelNames: ['cache'],
      registers: [registry],
    }),
    circuitOpen: new Gauge({
      name: 'gateway_upstream_circuit_open',
      help: "1 while an upstream's circuit breaker is open (calls fail at once) or probing, else 0.",
      labelNames: ['upstream'],
      registers: [registry],
    }),
  };
}
