import type { Core } from '@strapi/strapi';
import { publicAddressProblem } from '@shop/platform';
import { appEnv } from './app-env';

type Env = Core.Config.Shared.ConfigParams['env'];

/** `value` without its trailing slashes when it is an absolute http(s) URL; anything else stops start-up naming `name`. */
export function httpUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * An address visitors' browsers and mail clients are sent to (links in mails, redirects), without its trailing slash.
 * APP_ENV=local: any http(s) URL, `localDefault` when unset. APP_ENV=production: required, https, and not on
 * localhost or a private network, where no visitor could follow it (issue 32); anything else stops start-up, naming
 * the variable.
 */
export function publicUrl(env: Env, name: string, localDefault: string): string {
  if (appEnv() === 'local') return httpUrl(name, env(name, localDefault));
  const value = env(name, '');
  if (!value) throw new Error(`${name} is missing: with APP_ENV=production set the address visitors reach`);
  const problem = publicAddressProblem(value);
  if (problem) throw new Error(`${name} ${problem}: with APP_ENV=production set the address visitors reach`);
  return httpUrl(name, value);
}
