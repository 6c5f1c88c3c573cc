/** Closed: calls go out. Open: they fail at once. Half-open: one probe goes out, the others fail at once. */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface BreakerPolicy {
  /** Share of failed calls, in percent, within the window that opens the breaker. */
  errorThresholdPercentage: number;
  /** Calls the window must hold before their share of failures counts. */
  volumeThreshold: number;
  /** How far back calls count. */
  windowMs: number;
  /** How long the breaker stays open before one probe may go out. */
  resetTimeoutMs: number;
}

/**
 * Hive's thresholds (its SDK's and router's breaker: 50 %, 5 calls; docs/adr/0026), over opossum's 10 s rolling
 * window. A probe every 5 s, not Hive's 30 s: while open, whatever has no stale copy (a diagram page or a search
 * never read before) fails, and with 30 s a recovered backend went on failing those for up to 30 s (the soak: 412
 * error pages after the backend was back). A probe costs one call: refused at once, or one timeout if it hangs.
 * Not read from the environment; tests shrink them.
 */
export const BREAKER_POLICY: BreakerPolicy = {
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  windowMs: 10_000,
  resetTimeoutMs: 5_000,
};

/**
 * Timeouts in a row, however far apart, that open the breaker. Each held its caller for the whole timeout (10 s for
 * the shop), so that one after another they never made the window's 5 calls: four checkouts during a backend hang
 * took 10 s each (issue 29). After three, the next call fails at once until a probe gets an answer.
 */
export const TIMEOUTS_IN_A_ROW = 3;

/** Whether a fetch failed for want of an answer within its timeout (AbortSignal.timeout's TimeoutError). */
export function isTimeout(failure: unknown): boolean {
  // Duck-typed: AbortSignal.timeout's DOMException may come from another realm (e.g. under jest).
  return (failure as { name?: unknown } | undefined)?.name === 'TimeoutError';
}

/** Answers that say the upstream itself is failing (Hive's error_status_codes); a 4xx is the caller's fault. */
const FAILURE_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

// The window is counted in this many slices, so that old calls drop out without keeping each one.
const WINDOW_BUCKETS = 10;

/** A call refused without reaching the upstream: its breaker is open. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';

  constructor(upstream: string) {
    super(`circuit open after repeated ${upstream} failures`);
  }
}

export interface CircuitBreakerOptions {
  /** The upstream's name in errors, logs and /readyz (content, shop, auth). */
  upstream: string;
  policy: BreakerPolicy;
  /** Told when the breaker opens (true) and closes again (false). */
  onChange?: (open: boolean) => void;
  now?: () => number;
}

/**
 * One upstream's circuit breaker: after repeated failures (no answer, a timeout, a 5xx) its calls fail at once
 * instead of waiting out the timeout, until a probe after `resetTimeoutMs` succeeds (docs/adr/0026).
 */
export class CircuitBreaker {
  private buckets: { start: number; calls: number; failures: number }[] = [];
  private timeoutsInARow = 0;
  private openedAt: number | undefined;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  state(): CircuitState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.policy.resetTimeoutMs ? 'half-open' : 'open';
  }

  /**
   * Runs one exchange with the upstream (the request and reading its body), or throws CircuitOpenError without
   * running it. A rejection or a failure status counts against the upstream; any other answer for it. Timeouts
   * count twice: in the window, and in a row (TIMEOUTS_IN_A_ROW).
   */
  async call<T extends { status: number }>(exchange: () => Promise<T>): Promise<T> {
    const state = this.state();
    if (state === 'open' || (state === 'half-open' && this.probing)) throw new CircuitOpenError(this.options.upstream);
    const probe = state === 'half-open';
    if (probe) this.probing = true;
    try {
      const answer = await exchange();
      this.record(!FAILURE_STATUSES.has(answer.status), probe);
      return answer;
    } catch (error) {
      this.record(false, probe, isTimeout(error));
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private record(succeeded: boolean, probe: boolean, timedOut = false): void {
    if (probe) {
      if (succeeded) this.close();
      else this.openedAt = this.now();
      return;
    }
    // A call that went out before the breaker opened says nothing new.
    if (this.openedAt !== undefined) return;
    if (succeeded) this.timeoutsInARow = 0;
    else if (timedOut) this.timeoutsInARow += 1;
    if (this.timeoutsInARow >= TIMEOUTS_IN_A_ROW) {
      this.open(this.now());
      return;
    }
    const { windowMs, volumeThreshold, errorThresholdPercentage } = this.options.policy;
    const now = this.now();
    const sliceMs = windowMs / WINDOW_BUCKETS;
    this.buckets = this.buckets.filter((bucket) => now - bucket.start < windowMs);
    let current = this.buckets.at(-1);
    if (!current || now - current.start >= sliceMs) {
      current = { start: now, calls: 0, failures: 0 };
      this.buckets.push(current);
    }
    current.calls += 1;
    if (!succeeded) current.failures += 1;
    const calls = this.buckets.reduce((sum, bucket) => sum + bucket.calls, 0);
    const failures = this.buckets.reduce((sum, bucket) => sum + bucket.failures, 0);
    if (!succeeded && calls >= volumeThreshold && failures * 100 >= errorThresholdPercentage * calls) this.open(now);
  }

  private open(now: number): void {
    this.openedAt = now;
    this.buckets = [];
    this.timeoutsInARow = 0;
    this.options.onChange?.(true);
  }

  private close(): void {
    this.openedAt = undefined;
    this.options.onChange?.(false);
  }
}

/** `exchange` through `breaker` when the client has one. */
export function throughBreaker<T extends { status: number }>(
  breaker: CircuitBreaker | undefined,
  exchange: () => Promise<T>,
): Promise<T> {
  return breaker ? breaker.call(exchange) : exchange();
}
