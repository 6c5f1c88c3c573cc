import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where and as what the gateway reports its errors (SENTRY_*); no `dsn`: nothing is reported. */
export interface ErrorReportingConfig {
  dsn?: string;
  environment: string;
  /** `gateway@<version of gateway/package.json>`. */
  release: string;
  /** Why a set SENTRY_DSN is not used: reporting is off, the gateway serves on. */
  problem?: string;
}

// src/monitoring and dist/monitoring sit at the same depth under gateway/.
const PACKAGE_JSON = path.join(__dirname, '..', '..', 'package.json');

/**
 * Why `value` is not a DSN to report to; null when it is. The web's rule (web/src/monitoring/dsn.ts), tested with
 * the same cases (scripts/lib/sentry-dsn-cases.ts): http(s)://<public key>@<host>[/<path>]/<numeric project id>.
 */
export function dsnProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'must be a URL such as https://publicKey@o1.ingest.sentry.io/42';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (!url.username) return 'must name the public key before the @';
  // A legacy secret key is never needed, and the web hands its DSN to the page.
  if (url.password) return 'must not carry a secret key (public key only)';
  if (!/\/\d+$/.test(url.pathname)) return 'must end with the numeric project id';
  return null;
}

/** Reads SENTRY_DSN and SENTRY_ENVIRONMENT (default APP_ENV, then local); never throws. */
export function readErrorReportingConfig(env: NodeJS.ProcessEnv): ErrorReportingConfig {
  const { name, version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { name: string; version: string };
  const settings = { environment: env.SENTRY_ENVIRONMENT || env.APP_ENV || 'local', release: `${name}@${version}` };
  if (!env.SENTRY_DSN) return settings;
  const problem = dsnProblem(env.SENTRY_DSN);
  return problem ? { ...settings, problem: `SENTRY_DSN ${problem}` } : { ...settings, dsn: env.SENTRY_DSN };
}
