import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * Reads a secret from the environment. Outside production a clearly marked
 * development default is used so that a fresh clone starts without a .env file;
 * in production a missing secret stops start-up, naming the variable.
 */
export function secret(env: Env, name: string, developmentDefault: string): string {
  const value = env(name, '');
  if (value) return value;
  if (env('NODE_ENV', 'development') === 'production') {
    throw new Error(`Missing required environment variable ${name} (mandatory when NODE_ENV=production)`);
  }
  return developmentDefault;
}

/** Comma-separated list variant of {@link secret}, used for APP_KEYS. */
export function secretList(env: Env, name: string, developmentDefault: string[]): string[] {
  return secret(env, name, developmentDefault.join(','))
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}
