import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFailingStart, SECRETS, startStrapi } from './support/strapi-process';

const strong = (name: string) => `test-${name}-${'x'.repeat(32)}`;

/** APP_ENV=production with every secret set to a good value, except what `overrides` says. */
function production(overrides: Record<string, string | undefined>, directory: string): Record<string, string> {
  const env: Record<string, string | undefined> = {
    ...Object.fromEntries(SECRETS.map((name) => [name, strong(name)])),
    CONTACT_EMAIL: 'contact@shop.example',
    // Where visitors are sent and how mail leaves (issue 32): public https addresses, an SMTP server.
    PUBLIC_URL: 'https://api.shop.example.com',
    WEB_URL: 'https://shop.example.com',
    ACCOUNT_SITE_URL: 'https://shop.example.com/account',
    SMTP_HOST: 'smtp.shop.example.com',
    MAIL_FROM: 'Slide shop <shop@shop.example.com>',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(32)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}`,
    ...overrides,
    APP_ENV: 'production',
    DATABASE_FILENAME: path.join(directory, 'data.db'),
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('production start-up (APP_ENV=production) refuses missing and development secrets', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-secrets-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  const refusedWith = async (overrides: Record<string, string | undefined>, message: string) => {
    const { code, output } = await runFailingStart(production(overrides, directory));
    expect(code).not.toBe(0);
    expect(output).toContain(message);
  };

  it.each(SECRETS)('stops and names %s when it is missing', (name) =>
    refusedWith({ [name]: undefined }, `${name} is missing`),
  );

  it.each(SECRETS)('stops and names %s when it holds a DEV-ONLY value', (name) =>
    refusedWith(
      { [name]: `DEV-ONLY-${name.toLowerCase()}-default-value-of-this-repository` },
      name === 'APP_KEYS'
        ? 'APP_KEYS (key 1) is a development or placeholder value'
        : `${name} is a development or placeholder value`,
    ),
  );

  it.each([
    ['JWT_SECRET', 'change-me'],
    ['DOWNLOAD_SECRET', 'please-CHANGEME-before-going-live-in-production'],
    ['ADMIN_JWT_SECRET', 'Change_Me_to_something_random_and_long_enough'],
  ])('stops and names %s when it holds the placeholder %j', (name, value) =>
    refusedWith({ [name]: value }, `${name} is a development or placeholder value`),
  );

  it('stops and names a secret shorter than 32 characters, and each bad key of APP_KEYS', async () => {
    await refusedWith({ ENCRYPTION_KEY: 'x'.repeat(31) }, 'ENCRYPTION_KEY is shorter than 32 characters');
    await refusedWith(
      { APP_KEYS: `${strong('key1')},change-me` },
      'APP_KEYS (key 2) is a development or placeholder value',
    );
  });

  it('stops and names a trivial secret: 32 × a, or a short pattern repeated (issue 29)', async () => {
    await refusedWith({ JWT_SECRET: 'a'.repeat(32) }, 'JWT_SECRET is too easy to guess');
    await refusedWith({ DOWNLOAD_SECRET: 'abc123'.repeat(6) }, 'DOWNLOAD_SECRET is too easy to guess');
  });

  it('stops and names both variables when two secrets share one value', async () => {
    const shared = strong('shared');
    const { code, output } = await runFailingStart(
      production({ GATEWAY_SECRET: shared, DOWNLOAD_SECRET: shared }, directory),
    );
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /(GATEWAY_SECRET is the same value as DOWNLOAD_SECRET|DOWNLOAD_SECRET is the same value as GATEWAY_SECRET)/,
    );
    await refusedWith({ APP_KEYS: `${shared},${shared}` }, 'APP_KEYS (key 2) is the same value as APP_KEYS (key 1)');
  });

  it('stops and names CONTACT_EMAIL when it is missing: contact messages would be mailed nowhere', () =>
    refusedWith({ CONTACT_EMAIL: undefined }, 'CONTACT_EMAIL is missing'));

  it('stops and names PAYMENT_PROVIDER unless it is stripe: the test provider takes no real money (issue 31)', async () => {
    await refusedWith({ PAYMENT_PROVIDER: 'test' }, 'PAYMENT_PROVIDER must be "stripe" with APP_ENV=production');
    await refusedWith({ PAYMENT_PROVIDER: undefined }, 'PAYMENT_PROVIDER must be "stripe" with APP_ENV=production');
  });

  it("stops and names Stripe's key or webhook secret when missing or not Stripe's", async () => {
    await refusedWith({ STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY is missing');
    await refusedWith({ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET must be');
  });

  it('stops without an SMTP server or a sender of its own: receipts and resets would not reach anyone (issue 32)', async () => {
    await refusedWith({ SMTP_HOST: undefined }, 'SMTP_HOST is missing');
    await refusedWith({ MAIL_FROM: undefined }, 'MAIL_FROM is missing');
    await refusedWith({ MAIL_FROM: 'Shop <shop@localhost>' }, 'MAIL_FROM is missing');
  });

  it.each([
    ['PUBLIC_URL', undefined, 'PUBLIC_URL is missing'],
    ['WEB_URL', 'http://localhost:3000', 'WEB_URL must be an https address'],
    ['WEB_URL', 'https://localhost:3000', 'WEB_URL is on localhost (localhost)'],
    ['ACCOUNT_SITE_URL', 'https://192.168.1.20/account', 'ACCOUNT_SITE_URL is a private address (192.168.1.20)'],
    ['PUBLIC_URL', 'https://127.0.0.1:1337', 'PUBLIC_URL is on this machine (127.0.0.1)'],
  ])('stops when %s (%s) is no address a visitor reaches', (name, value, message) =>
    refusedWith({ [name]: value }, message),
  );

  it("stops with PostgreSQL's empty or default password, in DATABASE_PASSWORD or DATABASE_URL", async () => {
    const postgres = { DATABASE_CLIENT: 'postgres', DATABASE_HOST: '127.0.0.1', DATABASE_PORT: '9' };
    await refusedWith({ ...postgres, DATABASE_PASSWORD: 'shop' }, 'DATABASE_PASSWORD has an empty or default');
    await refusedWith({ ...postgres }, 'DATABASE_PASSWORD has an empty or default');
    await refusedWith(
      { ...postgres, DATABASE_URL: 'postgres://strapi:postgres@db.internal:5432/shop' },
      'DATABASE_URL has an empty or default',
    );
  });

  it('stops and names APP_ENV when it is neither local nor production', async () => {
    const { code, output } = await runFailingStart({
      APP_ENV: 'staging',
      DATABASE_FILENAME: path.join(directory, 'data.db'),
    });
    expect(code).not.toBe(0);
    expect(output).toContain('APP_ENV must be "local" or "production", not "staging"');
  });

  it('stops and names ADMIN_PASSWORD when it is too weak for Strapi', async () => {
    await refusedWith(
      { ADMIN_PASSWORD: 'password' },
      'ADMIN_PASSWORD needs a lower-case letter, an upper-case letter and a digit',
    );
  });

  it('starts with random secrets of 32 characters or more', async () => {
    const strapi = await startStrapi({ ...production({ SEED: 'false' }, directory), NODE_ENV: 'production' });
    try {
      expect((await fetch(`${strapi.url}/_health`)).status).toBe(204);
      expect(strapi.output()).toContain('Created the super admin admin@example.com');
      // The test-only renewal trigger does not exist in production, even for the gateway.
      const renewals = await fetch(`${strapi.url}/api/website/v1/internal/run-renewals/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-secret': strong('GATEWAY_SECRET') },
        body: '{}',
      });
      expect(renewals.status).toBe(404);
    } finally {
      await strapi.stop();
    }
  });

  it('lets NODE_ENV=production alone start with the DEV-ONLY defaults: APP_ENV decides, not NODE_ENV', async () => {
    const strapi = await startStrapi({
      NODE_ENV: 'production',
      SEED: 'false',
      DATABASE_FILENAME: path.join(directory, 'local.db'),
    });
    try {
      expect((await fetch(`${strapi.url}/_health`)).status).toBe(204);
    } finally {
      await strapi.stop();
    }
  });
});
