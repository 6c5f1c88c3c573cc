/** A seeded generator (mulberry32): the same seed makes the same requests, so a failure reproduces from its seed. */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of `weighted`'s values, each as likely as its weight. */
  weighted<T>(weighted: ReadonlyArray<readonly [weight: number, value: T]>): T {
    let roll = this.next() * weighted.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, value] of weighted) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return weighted[weighted.length - 1][1];
  }
}

/** FUZZ_SEED from the environment to replay a run, else a fresh one. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.FUZZ_SEED);
  return Number.isInteger(given) && env.FUZZ_SEED !== '' ? given >>> 0 : Math.floor(Math.random() * 2 ** 32);
}
