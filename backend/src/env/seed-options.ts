/** Seed settings from the environment. */
export interface SeedOptions {
  enabled: boolean;
  /** Number of diagrams, the free sample and the bundles included. */
  diagrams: number;
  freeSampleUrl: string;
}

const MIN_DIAGRAMS = 20;
/** The title phrase tables give about 7,000 distinct titles. */
const MAX_DIAGRAMS = 5000;

/** English url of the free sample diagram (FREE_SAMPLE_URL): seeded, and the only diagram free_product sends. */
export const freeSampleUrlOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.FREE_SAMPLE_URL || 'free-process-diagram-sample';

export function readSeedOptions(env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const diagrams = Number(env.SEED_DIAGRAMS ?? 1000);
  if (!Number.isInteger(diagrams) || diagrams < MIN_DIAGRAMS || diagrams > MAX_DIAGRAMS) {
    throw new Error(
      `SEED_DIAGRAMS must be an integer from ${MIN_DIAGRAMS} to ${MAX_DIAGRAMS}, got "${env.SEED_DIAGRAMS}"`,
    );
  }
  return {
    enabled: env.SEED !== 'false',
    diagrams,
    freeSampleUrl: freeSampleUrlOf(env),
  };
}
