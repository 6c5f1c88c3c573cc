import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { FirstAdminConfig } from '../env/settings';

/** 32 url-safe random characters that also pass Strapi's password rule (lower, upper, digit). */
function generatePassword(): string {
  for (;;) {
    const password = crypto.randomBytes(24).toString('base64url');
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** Writes the file next to its final place, readable by the owner only; `commit` moves it there. */
function stageCredentials(file: string, email: string, password: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const staged = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const text = [
    '# Strapi super admin created at first start. Sign in, change the password, then delete this file.',
    `email: ${email}`,
    `password: ${password}`,
    '',
  ].join('\n');
  fs.writeFileSync(staged, text, { mode: 0o600, flag: 'wx' });
  fs.chmodSync(staged, 0o600);
  return { commit: () => fs.renameSync(staged, file), discard: () => fs.rmSync(staged, { force: true }) };
}

/**
 * Makes sure the admin panel cannot be claimed: with no admin yet, creates the super admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD through Strapi's own service (as `POST /admin/register-admin` would), or with a generated password
 * written once to a file only the owner can read. The log names that file, never the password. Two processes
 * starting on one database create one admin: Strapi's createFirstAdmin locks the super admin role row.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const { email, password, credentialsFile } = strapi.config.get('first-admin') as FirstAdminConfig;
  const generated = password === null ? generatePassword() : null;
  const staged = generated === null ? null : stageCredentials(credentialsFile, email, generated);
  try {
    await users.createFirstAdmin({ email, firstname: 'Shop', lastname: 'Admin', password: password ?? generated });
  } catch (error) {
    staged?.discard();
    if (await users.exists()) return; // another process created it first
    throw error;
  }
  staged?.commit();
  strapi.log.info(
    staged
      ? `Created the super admin ${email}; its generated password is in ${credentialsFile} (readable by its owner only).`
      : `Created the super admin ${email} with ADMIN_PASSWORD.`,
  );
}
