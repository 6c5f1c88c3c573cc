import { GraphQLError } from 'graphql';
import { usedHeapShare } from './heap-pressure';

/** No room for the operation's work within the wait: the gateway sheds it (503, try again shortly). */
export class GatewayBusyError extends GraphQLError {
  constructor(readonly retryAfterSeconds: number) {
    super('The gateway is busy with other large answers; try again shortly.', {
      extensions: { code: 'GATEWAY_BUSY', retryAfter: retryAfterSeconds, http: { status: 503 } },
    });
  }
}

export interface AdmissionLimits {
  /** Units (priced fields) all operations being answered may hold at once. */
  capacity: number;
  /** Operations of at least this many units are large: they share largeCapacity, so the rest always have room. */
  largeFrom: number;
  largeCapacity: number;
  /** How long an operation may wait for room before it is refused with GATEWAY_BUSY. */
  maxWaitMs: number;
  /** Share of the heap limit past which no operation starts beside others (heap-pressure.ts). */
  maxHeapShare: number;
}

interface Waiting {
  units: number;
  admit: () => void;
}

/**
 * How much priced work (query-cost.ts: about the fields resolved) the process answers at once. An operation takes
 * its units before any resolver and gives them back with its answer; one that does not fit waits, and is refused
 * with GATEWAY_BUSY after `maxWaitMs`. Large operations only ever hold `largeCapacity`, so that a visitor's page
 * never queues behind ten copies of an expensive query, which queue behind each other. What the process holds for
 * answers being built is then bounded, whatever the number of requests at once.
 */
export class ExecutionAdmission {
  private inFlight = 0;
  private largeInFlight = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly heapShare: () => number = usedHeapShare,
  ) {}

  /** Resolves, once `units` fit, to the function that gives them back (idempotent); or rejects GatewayBusyError. */
  async enter(units: number): Promise<() => void> {
    if (this.fits(units)) {
      this.take(units);
      return this.leave(units);
    }
    await new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        units,
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new GatewayBusyError(Math.ceil(this.limits.maxWaitMs / 1000)));
      }, this.limits.maxWaitMs);
      this.waiting.push(entry);
    });
    return this.leave(units);
  }

  /** Units taken by operations being answered. */
  units(): number {
    return this.inFlight;
  }

  private isLarge(units: number): boolean {
    return units >= this.limits.largeFrom;
  }

  private fits(units: number): boolean {
    const { capacity, largeCapacity, maxHeapShare } = this.limits;
    if (this.inFlight > 0 && this.heapShare() > maxHeapShare) return false;
    if (this.isLarge(units) && this.largeInFlight > 0 && this.largeInFlight + units > largeCapacity) return false;
    // One operation larger than the room runs once nothing else does.
    return this.inFlight === 0 || this.inFlight + units <= capacity;
  }

  private take(units: number): void {
    this.inFlight += units;
    if (this.isLarge(units)) this.largeInFlight += units;
  }

  private leave(units: number): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight -= units;
      if (this.isLarge(units)) this.largeInFlight -= units;
      // On the loop's next turn: an operation admitted now would start before the requests waiting on I/O.
      if (this.waiting.length > 0) setImmediate(() => this.admitWaiting());
    };
  }

  /** The waiting operations that now fit, oldest first. */
  private admitWaiting(): void {
    for (let index = 0; index < this.waiting.length; ) {
      const entry = this.waiting[index];
      if (!this.fits(entry.units)) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.take(entry.units);
      entry.admit();
    }
  }
}
