import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { GATEWAY_SECRET, startAccountsBackend, uniqueEmail } from './support/accounts';
import { type TestDatabase, testDatabases } from './support/databases';
import { headerLine, linkIn, mailsArriving } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';

/**
 * The free sample (spec §7's POST /free_product/), the newsletter's double opt-in and its one-click unsubscribe
 * (RFC 8058) on a real `strapi start`, with mails read back from the outbox as a mail client would.
 */
type Answer<T = Record<string, unknown>> = { status: number; body: T };
type Refusal = { error: { status: number; name: string; details: { errors: { path: string[]; name: string }[] } } };

const PUBLIC_URL = 'http://localhost:1337';
const WEB_URL = 'http://localhost:3000';

for (const { name, open } of testDatabases()) {
  describe(`free sample and newsletter (${name}, mail in the outbox)`, () => newsletterSuite(open));
}

function newsletterSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;
  let database: TestDatabase;
  let outbox: string;
  let freeSample: { legacy_id: number; title: string };
  let paidDiagramId: number;

  const call = async <T = Record<string, unknown>>(
    route: string,
    { body, headers = {}, secret = true }: { body?: unknown; headers?: Record<string, string>; secret?: boolean } = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${strapi.url}/api${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { 'x-gateway-secret': GATEWAY_SECRET } : {}),
        ...headers,
      },
      body: JSON.stringify(body ?? {}),
    });
    const json = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (json ? await response.json() : await response.text()) as T };
  };
  const requestSample = (body: Record<string, unknown>, locale = 'en') =>
    call('/free_product/', {
      body: {
        diagram_id: freeSample.legacy_id,
        message: 'Slides for a product launch',
        newsletter_agreement: true,
        terms_agreement: true,
        consent_text: 'I agree to the terms and to receive product updates',
        ...body,
      },
      headers: { 'x-shop-locale': locale },
    });
  const codesOf = (answer: Answer<unknown>) =>
    Object.fromEntries((answer.body as Refusal).error.details.errors.map((error) => [error.path[0], error.name]));
  const local = (url: URL | string) => url.toString().replace(PUBLIC_URL, strapi.url);
  const tokenOf = (mail: ParsedMail, prefix: string) => linkIn(mail.text, prefix).searchParams.get('token') as string;
  const subscriberOf = async (email: string) =>
    (
      await database.query<Record<string, unknown>>(
        'SELECT status, language, consent_text, consented_at, confirmed_at, unsubscribed_at, token_hash, token_nonce FROM newsletter_subscribers WHERE email = ?',
        [email],
      )
    )[0];
  /** The requests of an address, oldest first; booleans as booleans (SQLite answers 0 and 1). */
  const requestsOf = async (email: string) =>
    (
      await database.query<Record<string, unknown>>(
        'SELECT id, message, language, newsletter_agreement, terms_agreement, consent_text, consented_at, mailed FROM free_sample_requests WHERE email = ? ORDER BY id',
        [email],
      )
    ).map((row) => ({
      ...row,
      newsletter_agreement: Boolean(row.newsletter_agreement),
      terms_agreement: Boolean(row.terms_agreement),
      mailed: Boolean(row.mailed),
    }));
  /** Moves an address's requests a day and an hour back, out of the 24 hours' dedupe. */
  const yesterday = (email: string) => {
    const time = Date.now() - 25 * 60 * 60 * 1000;
    return database.query('UPDATE free_sample_requests SET created_at = ? WHERE email = ? RETURNING id', [
      database.name === 'SQLite' ? time : new Date(time),
      email,
    ]);
  };

  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-outbox-'));
    database = openDatabase();
    strapi = await startAccountsBackend({ MAIL_OUTBOX: outbox }, database);
    const diagrams = async (filter: string) => {
      const response = await fetch(`${strapi.url}/api/diagrams?locale=en&${filter}`);
      return ((await response.json()) as { data: { legacy_id: number; title: string; url: string }[] }).data;
    };
    [freeSample] = await diagrams('filters[url][$eq]=free-process-diagram-sample');
    [{ legacy_id: paidDiagramId }] = await diagrams(
      'filters[url][$ne]=free-process-diagram-sample&filters[price][$gt]=0',
    );
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('answers only the gateway: free_product and confirm without the secret are 403, and nothing is stored', async () => {
    const email = uniqueEmail('bot');
    expect((await call('/free_product/', { body: { email }, secret: false })).status).toBe(403);
    const wrong = { 'x-gateway-secret': 'not-the-secret' };
    expect((await call('/free_product/', { body: { email }, secret: false, headers: wrong })).status).toBe(403);
    expect((await call('/newsletter/confirm/', { body: { token: 'x' }, secret: false })).status).toBe(403);
    expect(await requestsOf(email)).toEqual([]);
  });

  it('refuses each field with its code, and never sends a paid diagram', async () => {
    const empty = await call('/free_product/', { body: {} });
    expect(empty.status).toBe(400);
    expect((empty.body as Refusal).error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(codesOf(empty)).toEqual({
      email: 'EMAIL_REQUIRED',
      message: 'MESSAGE_REQUIRED',
      terms_agreement: 'TERMS_REQUIRED',
      diagram_id: 'NOT_FREE_SAMPLE',
    });
    const email = uniqueEmail('visitor');
    expect(codesOf(await requestSample({ email: 'not-an-email' }))).toEqual({ email: 'EMAIL_INVALID' });
    expect(codesOf(await requestSample({ email, message: 'x'.repeat(2001) }))).toEqual({ message: 'MESSAGE_TOO_LONG' });
    expect(codesOf(await requestSample({ email, message: '   ' }))).toEqual({ message: 'MESSAGE_REQUIRED' });
    expect(codesOf(await requestSample({ email, terms_agreement: 'yes' }))).toEqual({
      terms_agreement: 'TERMS_REQUIRED',
    });
    expect(codesOf(await requestSample({ email, diagram_id: paidDiagramId }))).toEqual({
      diagram_id: 'NOT_FREE_SAMPLE',
    });
    expect(codesOf(await requestSample({ email, diagram_id: String(freeSample.legacy_id) }))).toEqual({
      diagram_id: 'NOT_FREE_SAMPLE',
    });
    expect(codesOf(await requestSample({ email, consent_text: 'x'.repeat(501) }))).toEqual({
      consent_text: 'CONSENT_TEXT_TOO_LONG',
    });
    expect(await requestsOf(email)).toEqual([]);
    expect((await requestSample({ email, message: 'x'.repeat(2000) })).status).toBe(202);
  });

  it('mails the sample in French with a working signed link, a confirm link and one-click unsubscribe; once a day', async () => {
    const email = uniqueEmail('claire');
    expect(await requestSample({ email: `  ${email.toUpperCase()} ` }, 'fr')).toEqual({
      status: 202,
      body: { accepted: true },
    });

    const [mail] = await mailsArriving(outbox, email);
    expect(mail.subject).toBe('Votre diapositive gratuite');
    expect(mail.text).toContain('Pas de spam : uniquement les nouveautés de nos produits.');
    // Nothing the visitor typed goes back to the address: the mail is our words, the title and our links.
    expect(`${mail.text}${mail.html}`).not.toContain('product launch');
    const link = linkIn(mail.text, `${PUBLIC_URL}/api/website/v1/downloads/${freeSample.legacy_id}?`);
    const file = await fetch(local(link));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('presentationml');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // The signature covers the diagram: the same link to a paid diagram, or altered, opens nothing.
    const paid = new URL(local(link).replace(`/downloads/${freeSample.legacy_id}?`, `/downloads/${paidDiagramId}?`));
    expect((await fetch(paid)).status).toBe(403);
    const forged = new URL(local(link));
    forged.searchParams.set('sample', String(Number(forged.searchParams.get('sample')) + 1));
    expect((await fetch(forged)).status).toBe(403);

    // Two links, two tokens: the one-click header and the page's link carry the unsubscribe token only.
    const token = tokenOf(mail, `${WEB_URL}/fr/newsletter/confirm?`);
    const unsubscribeToken = tokenOf(mail, `${WEB_URL}/fr/newsletter/unsubscribe?`);
    expect(unsubscribeToken).not.toBe(token);
    expect(headerLine(mail, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/newsletter/unsubscribe/?token=${unsubscribeToken}>`,
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The consent is recorded (its words and time); the token is not stored in clear.
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({
      language: 'fr',
      newsletter_agreement: true,
      terms_agreement: true,
      consent_text: 'I agree to the terms and to receive product updates',
      mailed: true,
    });
    expect(request.consented_at).toBeTruthy();
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'pending', language: 'fr', confirmed_at: null });
    expect(subscriber.consented_at).toBeTruthy();
    expect(Object.values(subscriber)).not.toContain(token);
    expect(Object.values(subscriber)).not.toContain(unsubscribeToken);

    // Asked again the same day: still 202, no second mail, and nothing stored twice (one request row).
    expect((await requestSample({ email, message: 'Again' }, 'de')).status).toBe(202);
    const requests = await requestsOf(email);
    expect(requests.map((row) => [row.message, row.mailed])).toEqual([['Slides for a product launch', true]]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsArriving(outbox, email, 2, 0)).toHaveLength(1);

    // A day later the address gets the sample again, with the same (still pending) subscription's links.
    await yesterday(email);
    expect((await requestSample({ email }, 'de')).status).toBe(202);
    const [, german] = await mailsArriving(outbox, email, 2);
    expect(german.subject).toBe('Ihre kostenlose Beispielfolie');
    expect(tokenOf(german, `${WEB_URL}/de/newsletter/confirm?`)).toBe(token);
  });

  it('confirms through the gateway, unsubscribes in one click (idempotent), and a new sign-up starts over', async () => {
    const email = uniqueEmail('ada');
    expect((await requestSample({ email })).status).toBe(202);
    const [mail] = await mailsArriving(outbox, email);
    expect(mail.subject).toBe('Your free slide sample');
    const token = tokenOf(mail, `${WEB_URL}/newsletter/confirm?`);
    const unsubscribeToken = tokenOf(mail, `${WEB_URL}/newsletter/unsubscribe?`);

    // Each token does its own link's work only.
    expect(codesOf(await call('/newsletter/confirm/', { body: { token: unsubscribeToken } }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    expect(codesOf(await call('/newsletter/unsubscribe/', { body: { token }, secret: false }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    expect((await subscriberOf(email)).status).toBe('pending');
    expect(codesOf(await call('/newsletter/confirm/', { body: { token: `${token}x` } }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    // As long as the real one, with a letter outside ASCII: still a refusal, not a fault.
    expect(codesOf(await call('/newsletter/confirm/', { body: { token: `${token.slice(0, -1)}é` } }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    expect(codesOf(await call('/newsletter/confirm/', { body: {} }))).toEqual({ token: 'INVALID_TOKEN' });
    expect(await call('/newsletter/confirm/', { body: { token } })).toEqual({
      status: 200,
      body: { status: 'confirmed' },
    });
    expect((await call('/newsletter/confirm/', { body: { token } })).body).toEqual({ status: 'confirmed' });
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    expect((await subscriberOf(email)).confirmed_at).toBeTruthy();

    // What a mail client does with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058): no secret, no JSON.
    const oneClick = (headerLine(mail, 'List-Unsubscribe') as string).replace(/^<|>$/g, '');
    const unsubscribe = () =>
      fetch(local(oneClick), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await unsubscribe();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriberOf(email)).status).toBe('unsubscribed');
    expect((await subscriberOf(email)).unsubscribed_at).toBeTruthy();
    expect((await unsubscribe()).status).toBe(200);
    // The web's unsubscribe page posts the token in a JSON body.
    expect(await call('/newsletter/unsubscribe/', { body: { token: unsubscribeToken }, secret: false })).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    });
    expect(codesOf(await call('/newsletter/unsubscribe/', { body: { token: 'nope' }, secret: false }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    // An old confirm link does not subscribe again.
    expect(codesOf(await call('/newsletter/confirm/', { body: { token } }))).toEqual({ token: 'INVALID_TOKEN' });

    // Signing up again (a day later): pending again with a new token; the old one no longer works.
    await yesterday(email);
    expect((await requestSample({ email })).status).toBe(202);
    const [, again] = await mailsArriving(outbox, email, 2);
    const newToken = tokenOf(again, `${WEB_URL}/newsletter/confirm?`);
    expect(newToken).not.toBe(token);
    expect((await subscriberOf(email)).status).toBe('pending');
    expect(
      codesOf(await call('/newsletter/unsubscribe/', { body: { token: unsubscribeToken }, secret: false })),
    ).toEqual({ token: 'INVALID_TOKEN' });
  });

  it('keeps the unsubscribe link of a mail sent before issue 29 (one token for both links) working, to unsubscribe only', async () => {
    const email = uniqueEmail('olga');
    expect((await requestSample({ email })).status).toBe(202);
    await mailsArriving(outbox, email);
    // The token such a mail carried: the HMAC of the stored nonce (this backend's development DOWNLOAD_SECRET).
    const { token_nonce: nonce } = await subscriberOf(email);
    const legacy = crypto
      .createHmac('sha256', 'DEV-ONLY-download-secret')
      .update(`newsletter:${nonce}`)
      .digest('base64url');
    expect(codesOf(await call('/newsletter/confirm/', { body: { token: legacy } }))).toEqual({
      token: 'INVALID_TOKEN',
    });
    expect((await subscriberOf(email)).status).toBe('pending');
    expect(await call('/newsletter/unsubscribe/', { body: { token: legacy }, secret: false })).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    });
    expect((await subscriberOf(email)).status).toBe('unsubscribed');
  });

  it('sends the sample alone, without newsletter links or headers, to a visitor who did not ask for the newsletter', async () => {
    const email = uniqueEmail('pedro');
    expect((await requestSample({ email, newsletter_agreement: false }, 'pt')).status).toBe(202);
    const [mail] = await mailsArriving(outbox, email);
    expect(mail.subject).toBe('O seu diapositivo de amostra grátis');
    expect(mail.text).not.toContain('/newsletter/');
    expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(await subscriberOf(email)).toBeUndefined();
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({ language: 'pt', newsletter_agreement: false, mailed: true });
  });
}
