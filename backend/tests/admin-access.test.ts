import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sqliteDatabase, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

/**
 * Strapi's admin cannot be claimed: the first admin exists from the first start, and the public backend
 * (SERVE_ADMIN=false, the default) answers nothing of the admin API. Staff use a backend that serves the admin
 * (SERVE_ADMIN=true, docker-compose's backend-admin), where orders and payments are readable.
 */
const REGISTER = { email: 'mallory@example.com', firstname: 'Mallory', password: 'Mallory-takes-over-1' };
const NOT_FOUND = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

async function request(base: string, method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(route.startsWith('/api/website/v1/') ? asGateway() : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: json as any };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const { status, body } = await request(base, 'POST', '/admin/login', { email, password });
  expect(status).toBe(200);
  return body.data.token as string;
}

describe('admin on a fresh start without ADMIN_PASSWORD', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-admin-'));
  const credentialsFile = path.join(directory, 'secrets', 'admin-credentials.txt');
  let database: TestDatabase;
  let strapi: StrapiProcess | undefined;
  const env = () => ({ ...database.env, SEED_DIAGRAMS: '20', ADMIN_CREDENTIALS_FILE: credentialsFile });

  beforeAll(async () => {
    database = sqliteDatabase();
    strapi = await startStrapi(env());
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('creates the super admin at first start, with a generated password in a file only its owner can read', async () => {
    const admins = await database.query<{ email: string; is_active: number; role: string }>(
      `SELECT u.email AS email, u.is_active AS is_active, r.code AS role FROM admin_users u
       JOIN admin_users_roles_lnk l ON l.user_id = u.id JOIN admin_roles r ON r.id = l.role_id`,
    );
    expect(admins).toEqual([{ email: 'admin@example.com', is_active: 1, role: 'strapi-super-admin' }]);

    expect(fs.statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(credentialsFile, 'utf8');
    expect(text).toContain('email: admin@example.com');
    const password = /^password: (\S+)$/m.exec(text)![1];
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(strapi!.output()).toContain(`its generated password is in ${credentialsFile}`);
    expect(strapi!.output()).not.toContain(password);
  });

  it('answers 404 to the admin API and to every admin route of the plugins; the public API still answers', async () => {
    const base = strapi!.url;
    expect(await request(base, 'POST', '/admin/register-admin', REGISTER)).toEqual({ status: 404, body: NOT_FOUND });
    for (const route of [
      '/admin/init',
      '/admin/users/me',
      '/admin',
      '/admin/',
      '/ADMIN/init',
      '//admin/init',
      '/',
      '/favicon.ico',
      '/content-manager/content-types',
      '/content-manager/collection-types/api::order.order',
      '/content-type-builder/content-types',
      '/upload/files',
      '/i18n/locales',
      '/users-permissions/roles',
      '/email/settings',
      '/documentation',
    ]) {
      expect({ route, ...(await request(base, 'GET', route)) }).toEqual({ route, status: 404, body: NOT_FOUND });
    }
    expect(await request(base, 'POST', '/admin/login', { email: 'admin@example.com', password: 'x' })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });

    expect((await fetch(`${base}/_health`)).status).toBe(204);
    const diagrams = await request(base, 'GET', '/api/diagrams?locale=en&pagination[pageSize]=1&populate[image]=true');
    expect(diagrams.status).toBe(200);
    expect((await fetch(`${base}${diagrams.body.data[0].image.url}`)).status).toBe(200);
    expect((await request(base, 'GET', '/api/website/v1/special_offers/')).status).toBe(200);
  });

  it('serves the admin for staff (SERVE_ADMIN=true): sign-in with the generated password, orders, payments, contact messages and the credit types readable', async () => {
    // An order and a payment made through the public shop API first.
    const shop = (route: string, body: unknown) => request(strapi!.url, 'POST', `/api/website/v1${route}`, body);
    const order = await shop('/orders/', {
      idempotency_key: crypto.randomBytes(32).toString('base64url'),
      items: [{ diagram_id: 1000 }],
      customer: { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' },
    });
    expect(order.status).toBe(201);
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' };
    expect(
      (
        await shop(`/orders/${order.body.key}/pay/`, {
          idempotency_key: crypto.randomBytes(32).toString('base64url'),
          card,
        })
      ).status,
    ).toBe(200);
    // A contact message sent through the gateway (its development secret: this backend sets none).
    const contact = await fetch(`${strapi!.url}/api/contact-messages/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-secret': 'DEV-ONLY-gateway-secret' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', terms_agreement: true }),
    });
    expect(contact.status).toBe(201);
    const fileBefore = fs.readFileSync(credentialsFile, 'utf8');
    await strapi!.stop();

    strapi = await startStrapi({ ...env(), SERVE_ADMIN: 'true', SEED: 'false' });
    const base = strapi.url;
    // Written once: a later start leaves the file as it was and the admin as it was.
    expect(fs.readFileSync(credentialsFile, 'utf8')).toBe(fileBefore);
    expect(await request(base, 'POST', '/admin/register-admin', REGISTER)).toMatchObject({
      status: 400,
      body: { error: { message: 'You cannot register a new super admin' } },
    });

    const token = await signIn(base, 'admin@example.com', /^password: (\S+)$/m.exec(fileBefore)![1]);
    const types = await request(base, 'GET', '/content-manager/content-types', undefined, token);
    expect(types.status).toBe(200);
    const staffTypes = [
      'api::order.order',
      'api::payment.payment',
      'api::subscription.subscription',
      'api::credit-entry.credit-entry',
      'api::credit-unit.credit-unit',
      'api::entitlement.entitlement',
      'api::renewal.renewal',
      'api::renewal-notice.renewal-notice',
      'api::contact-message.contact-message',
      'api::free-sample-request.free-sample-request',
      'api::newsletter-subscriber.newsletter-subscriber',
      // Issue 13: the static pages' copy, edited by staff.
      'api::static-page.static-page',
    ];
    const displayed = (types.body.data as { uid: string; isDisplayed: boolean }[])
      .filter((type) => staffTypes.includes(type.uid))
      .map((type) => [type.uid, type.isDisplayed]);
    expect(displayed.sort()).toEqual(staffTypes.map((uid) => [uid, true]).sort());
    const subscriptions = `/content-manager/collection-types/api::subscription.subscription`;
    expect((await request(base, 'GET', subscriptions, undefined, token)).status).toBe(200);

    const messages = `/content-manager/collection-types/api::contact-message.contact-message`;
    expect((await request(base, 'GET', messages, undefined, token)).body.results).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', language: 'en' }),
    ]);

    const orders = await request(base, 'GET', '/content-manager/collection-types/api::order.order', undefined, token);
    expect(orders.status).toBe(200);
    expect(orders.body.results).toEqual([
      expect.objectContaining({ key: order.body.key, order_status: 'PAID', currency: 'USD' }),
    ]);
    const edit = await request(
      base,
      'GET',
      `/content-manager/collection-types/api::order.order/${orders.body.results[0].documentId}`,
      undefined,
      token,
    );
    expect(edit.body.data).toMatchObject({ key: order.body.key, order_status: 'PAID', email: 'ada@example.com' });
    const payments = await request(
      base,
      'GET',
      '/content-manager/collection-types/api::payment.payment',
      undefined,
      token,
    );
    expect(payments.status).toBe(200);
    expect(payments.body.results).toEqual([
      expect.objectContaining({
        payment_status: 'SUCCEEDED',
        currency: 'USD',
        amount: Number(order.body.total.amount),
      }),
    ]);
  });
});

describe('admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-admin-env-'));
  const credentialsFile = path.join(directory, 'admin-credentials.txt');
  let database: TestDatabase;
  let strapi: StrapiProcess | undefined;

  beforeAll(async () => {
    database = sqliteDatabase();
    strapi = await startStrapi({
      ...database.env,
      SEED: 'false',
      SERVE_ADMIN: 'true',
      ADMIN_EMAIL: 'staff@shop.example',
      ADMIN_PASSWORD: 'Staff-password-2026',
      ADMIN_CREDENTIALS_FILE: credentialsFile,
    });
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('creates that admin at first start and writes no credentials file', async () => {
    expect(await signIn(strapi!.url, 'staff@shop.example', 'Staff-password-2026')).toEqual(expect.any(String));
    expect(fs.existsSync(credentialsFile)).toBe(false);
    expect(strapi!.output()).toContain('Created the super admin staff@shop.example with ADMIN_PASSWORD.');
    expect(strapi!.output()).not.toContain('Staff-password-2026');
    expect(await request(strapi!.url, 'POST', '/admin/register-admin', REGISTER)).toMatchObject({ status: 400 });
  });
});
