import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dsnProblem } from '@shop/platform';

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

/** Reads SENTRY_DSN and SENTRY_ENVIRONMENT (default APP_ENV, then local); never throws. */
export function readErrorReportingConfig(env: NodeJS.ProcessEnv): ErrorReportingConfig {
  const { name, version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { name: string; version: string };
  const settings = { environment: env.SENTRY_ENVIRONMENT || env.APP_ENV || 'local', release: `${name}@${version}` };
  if (!env.SENTRY_DSN) return settings;
  const problem = dsnProblem(env.SENTRY_DSN);
  return problem ? { ...settings, problem: `SENTRY_DSN ${problem}` } : { ...settings, dsn: env.SENTRY_DSN };
}
