import type { Core } from '@strapi/strapi';
import { MIN_SECRET_LENGTH, secretProblem } from '@shop/platform';
import { appEnv } from './app-env';

type Env = Core.Config.Shared.ConfigParams['env'];

/** The production secrets read so far in this process, by value: no two variables may share one. */
const secretsRead = new Map<string, string>();

/**
 * Refuses `value` for `name` when another secret of this service already has it: one leaked value would open both
 * doors (signed links and the gateway's trust, say). Reading the same variable again is fine.
 */
export function distinctSecret(name: string, value: string): void {
  const other = secretsRead.get(value);
  if (other !== undefined && other !== name) {
    throw new Error(
      `${name} is the same value as ${other}: with APP_ENV=production give each secret its own random value`,
    );
  }
  secretsRead.set(value, name);
}

function refuse(name: string, problem: string): never {
  throw new Error(
    `${name} ${problem}: with APP_ENV=production set it to a random value of at least ${MIN_SECRET_LENGTH} characters`,
  );
}

/**
 * Reads a secret from the environment. With APP_ENV=local a clearly marked DEV-ONLY default is used so that a
 * fresh clone starts without a .env file; with APP_ENV=production a missing, short, placeholder or guessable value,
 * or one another secret already has, stops start-up, naming the variable(s).
 */
export function secret(env: Env, name: string, developmentDefault: string): string {
  const value = env(name, '');
  if (appEnv() === 'local') return value || developmentDefault;
  const problem = secretProblem(value);
  if (problem) refuse(name, problem);
  distinctSecret(name, value);
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
    distinctSecret(`${name} (key ${index + 1})`, key);
  });
  return keys;
}
