/**
 * Which environment this is: `local` (the default: a developer's machine, the tests) or `production`.
 * APP_ENV decides it, never NODE_ENV (which tools set on their own). Any other value stops start-up.
 */
export type AppEnv = 'local' | 'production';

export function appEnv(value: string | undefined = process.env.APP_ENV): AppEnv {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'production') return 'production';
  throw new Error(`APP_ENV must be "local" or "production", not "${value}"`);
}
