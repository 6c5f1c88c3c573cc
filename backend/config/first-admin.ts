import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { FirstAdminConfig } from '../src/env/settings';
import { appEnv } from '../src/env/app-env';

// Compiled to dist/config/first-admin.js: the app root is two levels up.
const appRoot = path.resolve(__dirname, '..', '..');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Strapi's own password rule for admins (8 to 72 bytes, a lower-case and an upper-case letter, a digit). */
function passwordProblem(password: string): string | null {
  if (password.length < 8 || Buffer.byteLength(password) > 72) return 'must be 8 to 72 bytes long';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'needs a lower-case letter, an upper-case letter and a digit';
  }
  if (appEnv() === 'production' && /dev-only|change[\s_.-]*me/i.test(password)) return 'is a placeholder value';
  return null;
}

export default ({ env }: Core.Config.Shared.ConfigParams): FirstAdminConfig => {
  const email = env('ADMIN_EMAIL', 'admin@example.com').trim();
  if (!EMAIL.test(email)) throw new Error(`ADMIN_EMAIL is not an email address: "${email}"`);
  const password = env('ADMIN_PASSWORD', '') || null;
  const problem = password === null ? null : passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD ${problem}`);
  return {
    email,
    password,
    credentialsFile: path.resolve(appRoot, env('ADMIN_CREDENTIALS_FILE', '.tmp/admin-credentials.txt')),
  };
};
