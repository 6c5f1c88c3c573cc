/** `next build` is evaluating the server's modules (Next's NEXT_PHASE): no server runs, nothing is shared yet. */
export const isNextBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

/** `next dev` (NODE_ENV, which Next sets): the security headers allow what its tooling needs. */
export const isNextDevelopment = () => process.env.NODE_ENV === 'development';

/** What `next start` does before Next loads: a production build runs in production mode (APP_ENV says which environment). */
export function runBuildInProductionMode(): void {
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
}
