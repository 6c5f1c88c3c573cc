import type { Core } from '@strapi/strapi';
import { appEnv } from './app-env';

type Env = Core.Config.Shared.ConfigParams['env'];

const MIN_SECRET_LENGTH = 32;
/** Development defaults are marked DEV-ONLY; `change-me` and its spellings are the usual placeholders. */
const PLACEHOLDER = /dev-only|change[\s_.-]*me/i;

/** What is wrong with a production secret, or null when it will do. */
export function secretProblem(value: string): string | null {
  if (!value) return 'is missing';
  if (PLACEHOLDER.test(value)) return 'is a development or placeholder value';
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}

function refuse(name: string, problem: string): never {
  throw new Error(
    `${name} ${problem}: with APP_ENV=production set it to a random value of at least ${MIN_SECRET_LENGTH} characters`,
  );
}

/**
 * Reads a secret from the environment. With APP_ENV=local a clearly marked DEV-ONLY default is used so that a
 * fresh clone starts without a .env file; with APP_ENV=production a missing, short or placeholder value stops
 * start-up, naming the variable.
 */
export function secret(env: Env, name: string, developmentDefault: string): string {
  const value = env(name, '');
  if (appEnv() === 'local') return value || developmentDefault;
  const problem = secretProblem(value);
  if (problem) refuse(name, problem);
  return value;
}

/** Comma-separated list variant of {@link secret}, used for APP_KEYS: in production each key must pass. */
export function secretList(env: Env, name: string, developmentDefault: string[]): string[] {
  const keys = env(name, '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (appEnv() === 'local') return keys.length > 0 ? keys : developmentDefault;
  if (keys.length === 0) refuse(name, 'is missing');
  keys.forEach((key, index) => {
    const problem = secretProblem(key);
    if (problem) refuse(`${name} (key ${index + 1})`, problem);
  });
  return keys;
}
