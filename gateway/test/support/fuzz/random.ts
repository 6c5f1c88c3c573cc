import { Random as SeededRandom } from '../../../../backend/src/seed/random';

/** The seed's generator (mulberry32): the same seed makes the same requests, so a failure reproduces from its seed. */
export class Random extends SeededRandom {
  constructor(readonly seed: number) {
    super(seed);
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
