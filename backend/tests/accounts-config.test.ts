import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFailingStart } from './support/strapi-process';

/** Account settings that cannot work stop start-up with a message naming the variable. */
describe('account settings', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-accounts-config-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it.each([
    [{ WEB_URL: 'web.example.com' }, 'WEB_URL must be an http(s) URL, not "web.example.com"'],
    [{ ACCOUNT_SITE_URL: 'ftp://example.com/account' }, 'ACCOUNT_SITE_URL must be an http(s) URL'],
    [{ OIDC_ISSUER: 'issuer', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, 'OIDC_ISSUER must be an http(s) URL'],
    [{ SESSION_DAYS: '0' }, 'SESSION_DAYS must be a whole number of days (1 or more)'],
    [
      { FREE_SAMPLE_LINK_TTL_SECONDS: '10' },
      'FREE_SAMPLE_LINK_TTL_SECONDS must be a whole number of seconds (60 or more)',
    ],
  ])('refuses %o', async (env, message) => {
    const { code, output } = await runFailingStart({ ...env, DATABASE_FILENAME: path.join(directory, 'data.db') });
    expect(code).not.toBe(0);
    expect(output).toContain(message);
  });
});
