import fs from 'fs';
import os from 'os';
import path from 'path';
import { runFailingStart } from './support/strapi-process';

const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'DOWNLOAD_SECRET'];

describe('production start-up without secrets', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-secrets-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it.each(SECRETS)('stops and names %s when it is missing', async (missing) => {
    const secrets = Object.fromEntries(SECRETS.filter((name) => name !== missing).map((name) => [name, `test-${name}`]));
    const { code, output } = await runFailingStart({
      ...secrets,
      NODE_ENV: 'production',
      DATABASE_FILENAME: path.join(directory, 'data.db'),
    });
    expect(code).not.toBe(0);
    expect(output).toContain(`Missing required environment variable ${missing}`);
  });
});
