import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bearer,
  GATEWAY_SECRET,
  type Registered,
  register,
  startAccountsBackend,
  uniqueEmail,
} from './support/accounts';
import { testDatabases, type TestDatabase } from './support/databases';
import { linkIn, outboxMails, recipientOf } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';

/**
 * Accounts on a real `strapi start` (SQLite, and PostgreSQL with DATABASE_TEST_URL), with mails written to an
 * outbox directory and read back as a visitor's mail client would (mailparser): confirmation, password reset,
 * receipts, "my purchases", data export and account deletion.
 */
type Answer<T = Record<string, unknown>> = { status: number; body: T };
type Download = { diagram_id: number; title: string; file_name: string; url: string };
type Money = { currency: string; amount: string };
type Order = {
  key: string;
  status: string;
  email: string;
  locale: string;
  lines: { prices: Money[] }[];
  totals: { discount: Money[] };
  total: Money;
  downloads?: Download[];
};

for (const { name, open } of testDatabases()) {
  describe(`accounts (${name}, mail in the outbox)`, () => accountsSuite(open));
}

function accountsSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;
  let database: TestDatabase;
  let outbox: string;

  const call = async <T = Record<string, unknown>>(
    method: string,
    route: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${strapi.url}/api${route}`, {
      method,
      redirect: 'manual',
      headers: {
        // Only the gateway reaches the shop's routes and Strapi's auth routes.
        ...(/^\/(website\/v1|auth)\//.test(route) ? { 'x-gateway-secret': GATEWAY_SECRET } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (json ? await response.json() : await response.text()) as T };
  };
  const signIn = (identifier: string, password: string) =>
    call<{ jwt?: string; error?: { message: string } }>('POST', '/auth/local', { body: { identifier, password } });
  const mailsTo = async (address: string) =>
    (await outboxMails(outbox)).filter((mail) => recipientOf(mail).includes(address));
  const confirmationOf = async (address: string) => {
    const [mail] = await mailsTo(address);
    return linkIn(mail.text, 'http://localhost:3000/').searchParams.get('confirmation') as string;
  };
  const placeOrder = (items: unknown[], email: string, headers: Record<string, string> = {}) =>
    call<Order>('POST', '/website/v1/orders/', {
      body: {
        idempotency_key: crypto.randomUUID(),
        items,
        code: 'WELCOME10',
        currency: 'EUR',
        customer: { email, name: 'Ada Lovelace', country: 'FR' },
      },
      headers,
    });
  const payOrder = (key: string) =>
    call('POST', `/website/v1/orders/${key}/pay/`, {
      body: {
        idempotency_key: crypto.randomUUID(),
        card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' },
      },
    });
  const frenchDiagram = async (legacyId: number) => {
    const response = await fetch(`${strapi.url}/api/diagrams?locale=fr&filters[legacy_id][$eq]=${legacyId}`);
    const { data } = (await response.json()) as { data: { title: string; url: string }[] };
    return data[0];
  };

  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-outbox-'));
    database = openDatabase();
    strapi = await startAccountsBackend({ MAIL_OUTBOX: outbox }, database);
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('registers only through the gateway, signs in at once and mails a French confirmation link', async () => {
    const email = uniqueEmail('claire');
    const body = { username: email, email, password: 'secret-password-1' };
    const withoutSecret = await fetch(`${strapi.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(withoutSecret.status).toBe(403);
    const wrongSecret = { 'x-gateway-secret': 'not-the-secret' };
    expect((await call('POST', '/auth/local/register', { body, headers: wrongSecret })).status).toBe(403);

    const { jwt, user } = await register(strapi.url, email, { locale: 'fr' });
    expect(user).toMatchObject({ email, confirmed: false, language: 'fr' });
    const me = await call('GET', '/users/me', { headers: bearer(jwt) });
    expect(me).toMatchObject({ status: 200, body: { email, confirmed: false, language: 'fr' } });
    expect((await signIn(email, 'secret-password-1')).body.error?.message).toBe('Your account email is not confirmed');

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.from?.value).toEqual([{ name: 'Slide shop', address: 'shop@localhost' }]);
    expect(mail.text).toContain('Bonjour');
    const link = linkIn(mail.text, 'http://localhost:3000/');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/fr/account/email-confirmed');
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // "Send the mail again", in the language the visitor now reads: a new link replaces the first.
    const again = await call('POST', '/auth/send-email-confirmation', {
      body: { email },
      headers: { 'x-shop-locale': 'pt' },
    });
    expect(again).toEqual({ status: 200, body: { email, sent: true } });
    const resent = (await mailsTo(email)).find((entry) => entry.subject === 'Confirme o seu endereço de e-mail');
    const newLink = linkIn(resent?.text, 'http://localhost:3000/');
    expect(`${newLink.origin}${newLink.pathname}`).toBe('http://localhost:3000/pt/account/email-confirmed');
    const stale = link.searchParams.get('confirmation') as string;
    expect((await call('GET', `/auth/email-confirmation?confirmation=${stale}`)).status).toBe(400);

    const confirmation = newLink.searchParams.get('confirmation') as string;
    expect(await call('GET', `/auth/email-confirmation?confirmation=${confirmation}`)).toEqual({
      status: 200,
      body: { confirmed: true },
    });
    expect((await signIn(email, 'secret-password-1')).body.jwt).toEqual(expect.any(String));
  });

  it('mails a reset link in the language asked for (else the account’s); a code resets once', async () => {
    const email = uniqueEmail('dora');
    await register(strapi.url, email, { locale: 'fr' });
    const forgot = (headers: Record<string, string> = {}, address = email) =>
      call('POST', '/auth/forgot-password', { body: { email: address }, headers });

    expect(await forgot({ 'x-shop-locale': 'de' })).toEqual({ status: 200, body: { ok: true } });
    const german = (await mailsTo(email)).find((mail) => mail.subject === 'Setzen Sie Ihr Passwort zurück');
    const link = linkIn(german?.text, 'http://localhost:3000/');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/de/account/reset-password');

    await forgot();
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects).toContain('Réinitialisez votre mot de passe');

    const unknown = uniqueEmail('nobody');
    expect(await forgot({}, unknown)).toEqual({ status: 200, body: { ok: true } });
    expect(await mailsTo(unknown)).toEqual([]);

    // Only the latest code is valid; it resets once.
    const [latest] = (await mailsTo(email)).filter((mail) => mail.subject === 'Réinitialisez votre mot de passe');
    const code = linkIn(latest.text, 'http://localhost:3000/').searchParams.get('code');
    const reset = { code, password: 'new-password-2', passwordConfirmation: 'new-password-2' };
    const first = await call<{ jwt?: string }>('POST', '/auth/reset-password', { body: reset });
    expect(first.body.jwt).toEqual(expect.any(String));
    expect((await call('POST', '/auth/reset-password', { body: reset })).status).toBe(400);
    expect((await signIn(email, 'new-password-2')).body.error?.message).toBe('Your account email is not confirmed');
  });

  it("mails the receipt of a paid order in the order's language, with amounts and download links", async () => {
    const account = await register(strapi.url, uniqueEmail('emile'), { locale: 'fr' });
    const buyer = uniqueEmail('buyer');
    const { body: order } = await placeOrder([{ diagram_id: 1000 }, { diagram_id: 1001 }], buyer, {
      ...bearer(account.jwt),
      'x-shop-locale': 'fr',
    });
    expect(order.locale).toBe('fr');
    expect((await call('POST', `/website/v1/orders/${order.key}/receipt/`)).body).toMatchObject({
      code: 'order_not_paid',
    });
    expect(await mailsTo(buyer)).toEqual([]);
    expect((await payOrder(order.key)).status).toBe(200);

    const [receipt] = await mailsTo(buyer);
    const reference = order.key.slice(0, 8);
    expect(receipt.subject).toBe(`Votre reçu et vos téléchargements (commande ${reference})`);
    const [first, second] = await Promise.all([frenchDiagram(1000), frenchDiagram(1001)]);
    expect(receipt.text).toContain(first.title);
    expect(receipt.text).toContain(second.title);
    // Each line's price, the discount and what was charged, in euros as French writes them.
    const euros = (money: Money[]) =>
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(
        Number(money.find((entry) => entry.currency === 'EUR')?.amount),
      );
    expect(order.total.currency).toBe('EUR');
    expect(receipt.text).toContain(`${first.title}: ${euros(order.lines[0].prices)}`);
    expect(receipt.text).toContain(`${second.title}: ${euros(order.lines[1].prices)}`);
    expect(receipt.text).toContain(`Remise: −${euros(order.totals.discount)}`);
    expect(receipt.text).toContain(`Montant débité: ${euros([order.total])}`);
    const link = linkIn(receipt.text, 'http://localhost:1337/api/website/v1/downloads/1000?');
    expect(link.searchParams.get('order')).toBe(order.key);

    const { body: downloads } = await call<Download[]>('GET', `/website/v1/orders/${order.key}/downloads/`);
    expect(downloads.map(({ title, file_name }) => ({ title, file_name }))).toEqual([
      { title: first.title, file_name: `${first.url}.pptx` },
      { title: second.title, file_name: `${second.url}.pptx` },
    ]);
    const file = await fetch(downloads[0].url.replace('http://localhost:1337', strapi.url));
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${first.url}.pptx"`);

    expect(await call('POST', `/website/v1/orders/${order.key}/receipt/`)).toEqual({ status: 204, body: '' });
    expect(await mailsTo(buyer)).toHaveLength(2);
    expect((await call('POST', '/website/v1/orders/no-such-order/receipt/')).status).toBe(404);

    const { body: mine } = await call<Order[]>('GET', '/website/v1/account/orders/', { headers: bearer(account.jwt) });
    expect(mine.map((entry) => entry.key)).toEqual([order.key]);
    expect(mine[0].downloads?.map((download) => download.title)).toEqual([first.title, second.title]);
  });

  it('shows guest orders of the address once it is confirmed, exports the data and deletes the account', async () => {
    const email = uniqueEmail('fanny');
    const account: Registered = await register(strapi.url, email);
    const { body: guestOrder } = await placeOrder([{ diagram_id: 1002 }], email);
    await payOrder(guestOrder.key);
    const { body: ownOrder } = await placeOrder([{ diagram_id: 1003 }], email, bearer(account.jwt));
    await payOrder(ownOrder.key);
    const myOrders = async () =>
      (await call<Order[]>('GET', '/website/v1/account/orders/', { headers: bearer(account.jwt) })).body.map(
        (order) => order.key,
      );
    expect(await myOrders()).toEqual([ownOrder.key]);
    await call('GET', `/auth/email-confirmation?confirmation=${await confirmationOf(email)}`);
    expect(await myOrders()).toEqual([ownOrder.key, guestOrder.key]);

    await call('POST', '/website/v1/favourites/', { body: { diagram: 1004 }, headers: bearer(account.jwt) });
    const { body: data } = await call<Record<string, unknown>>('GET', '/website/v1/account/data/', {
      headers: bearer(account.jwt),
    });
    expect(data).toMatchObject({
      user: { username: email, email, locale: 'en', confirmed: true },
      favourites: [{ diagram: 1004 }],
      orders: [
        { key: guestOrder.key, status: 'PAID' },
        { key: ownOrder.key, status: 'PAID' },
      ],
    });

    const remove = (password: string) =>
      call('POST', '/website/v1/account/delete/', { body: { password }, headers: bearer(account.jwt) });
    expect(await remove('not-my-password')).toEqual({
      status: 400,
      body: { error: 'The password is not correct.', code: 'wrong_current_password', field: 'password' },
    });
    expect(await remove('secret-password-1')).toEqual({ status: 204, body: '' });
    expect((await call('GET', '/users/me', { headers: bearer(account.jwt) })).status).toBe(401);
    expect((await call('GET', '/website/v1/account/orders/', { headers: bearer(account.jwt) })).body).toMatchObject({
      code: 'session_expired',
    });
    expect((await signIn(email, 'secret-password-1')).status).toBe(400);
    // The orders stay, for accounting.
    expect((await call<Order>('GET', `/website/v1/orders/${ownOrder.key}/`)).body).toMatchObject({ email });
  });

  it("gives users-permissions' refusals a machine code and the field they belong to", async () => {
    const email = uniqueEmail('gina');
    const { jwt } = await register(strapi.url, email);
    const errorOf = async (answer: Promise<Answer<{ error?: Record<string, unknown> }>>) => {
      const { status, body } = await answer;
      return { status, code: body.error?.code, field: body.error?.field };
    };
    const asGateway = { 'x-gateway-secret': GATEWAY_SECRET };
    const registering = (body: Record<string, string>) =>
      errorOf(call('POST', '/auth/local/register', { body, headers: asGateway }));

    expect(await registering({ username: email, email, password: 'secret-password-1' })).toEqual({
      status: 400,
      code: 'email_taken',
      field: 'email',
    });
    const other = uniqueEmail('gina');
    expect(await registering({ username: other, email: other, password: 'short' })).toEqual({
      status: 400,
      code: 'weak_password',
      field: 'password',
    });
    expect(await registering({ username: 'x', email: 'not-an-email', password: 'secret-password-1' })).toEqual({
      status: 400,
      code: 'invalid_email',
      field: 'email',
    });
    for (const identifier of [email, uniqueEmail('nobody')]) {
      expect(await errorOf(signIn(identifier, 'wrong-password'))).toEqual({
        status: 400,
        code: 'invalid_credentials',
        field: undefined,
      });
    }
    expect((await errorOf(signIn(email, 'secret-password-1'))).code).toBe('email_not_confirmed');
    const change = (currentPassword: string) =>
      errorOf(
        call('POST', '/auth/change-password', {
          body: { currentPassword, password: 'other-password-3', passwordConfirmation: 'other-password-3' },
          headers: bearer(jwt),
        }),
      );
    expect(await change('wrong-password')).toEqual({
      status: 400,
      code: 'wrong_current_password',
      field: 'currentPassword',
    });
    expect(await errorOf(call('GET', '/users/me', { headers: bearer(`${jwt}x`) }))).toEqual({
      status: 401,
      code: 'session_expired',
      field: undefined,
    });
    const reset = { code: 'no-such-code', password: 'new-password-2', passwordConfirmation: 'new-password-2' };
    expect(await errorOf(call('POST', '/auth/reset-password', { body: reset }))).toEqual({
      status: 400,
      code: 'invalid_reset_code',
      field: 'code',
    });
    expect(await errorOf(call('GET', '/auth/email-confirmation?confirmation=no-such-token'))).toEqual({
      status: 400,
      code: 'invalid_confirmation',
      field: 'confirmation',
    });
  });

  it('greets nobody by a username in the confirmation and reset mails: whoever registers chooses it (issue 29)', async () => {
    const email = uniqueEmail('ivy');
    const username = 'Your account is locked Call 1-800-555-0199';
    const registered = await call('POST', '/auth/local/register', {
      body: { username, email, password: 'secret-password-1' },
    });
    expect(registered.status).toBe(200);
    await call('POST', '/auth/forgot-password', { body: { email } });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Confirm your email address', 'Reset your password']);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(`${mail.text}${mail.html}`).not.toContain('1-800');
    }
  });

  /** Moves the issue time of the user's confirmation or reset token `ms` into the past. */
  const ageToken = async (email: string, column: string, ms: number) => {
    const [row] = await database.query<Record<string, unknown>>(
      `SELECT ${column} AS issued FROM up_users WHERE email = ?`,
      [email],
    );
    const issued = new Date(row.issued as string | number).getTime() - ms;
    const value = typeof row.issued === 'number' ? issued : new Date(issued).toISOString();
    await database.query(`UPDATE up_users SET ${column} = ? WHERE email = ? RETURNING id`, [value, email]);
  };
  const HOUR_MS = 60 * 60 * 1000;

  it('refuses a reset code after an hour and a confirmation link after seven days, as unknown ones (issue 29)', async () => {
    const email = uniqueEmail('kai');
    await register(strapi.url, email);
    await call('POST', '/auth/forgot-password', { body: { email } });
    const [resetMail] = (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your password');
    const code = linkIn(resetMail.text, 'http://localhost:3000/').searchParams.get('code');
    await ageToken(email, 'reset_password_token_issued_at', HOUR_MS + 60_000);
    const reset = { code, password: 'new-password-2', passwordConfirmation: 'new-password-2' };
    expect((await call('POST', '/auth/reset-password', { body: reset })).body).toMatchObject({
      error: { code: 'invalid_reset_code', field: 'code' },
    });

    const confirmation = await confirmationOf(email);
    await ageToken(email, 'confirmation_token_issued_at', 7 * 24 * HOUR_MS + 60_000);
    expect((await call('GET', `/auth/email-confirmation?confirmation=${confirmation}`)).body).toMatchObject({
      error: { code: 'invalid_confirmation', field: 'confirmation' },
    });

    // Fresh ones still work, a little short of their lifetimes.
    await call('POST', '/auth/send-email-confirmation', { body: { email } });
    const fresh = (await mailsTo(email)).filter((mail) => mail.subject === 'Confirm your email address').at(-1);
    await ageToken(email, 'confirmation_token_issued_at', 7 * 24 * HOUR_MS - 60_000);
    const freshLink = linkIn(fresh?.text, 'http://localhost:3000/').searchParams.get('confirmation');
    expect(await call('GET', `/auth/email-confirmation?confirmation=${freshLink}`)).toEqual({
      status: 200,
      body: { confirmed: true },
    });
    await call('POST', '/auth/forgot-password', { body: { email } });
    const latest = (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your password').at(-1);
    await ageToken(email, 'reset_password_token_issued_at', HOUR_MS - 60_000);
    const freshCode = linkIn(latest?.text, 'http://localhost:3000/').searchParams.get('code');
    const done = await call<{ jwt?: string }>('POST', '/auth/reset-password', { body: { ...reset, code: freshCode } });
    expect(done.body.jwt).toEqual(expect.any(String));
  });

  it('answers 401 unauthenticated to account routes without a token, and lists no social provider by default', async () => {
    for (const route of ['/website/v1/account/orders/', '/website/v1/account/data/']) {
      expect(await call('GET', route)).toEqual({
        status: 401,
        body: { error: 'Sign in first.', code: 'unauthenticated' },
      });
    }
    expect(await call('GET', '/website/v1/auth-providers/')).toEqual({ status: 200, body: { providers: [] } });
  });
}
