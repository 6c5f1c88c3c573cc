import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_SECRET, startAccountsBackend, uniqueEmail } from './support/accounts';
import { type TestDatabase, testDatabases } from './support/databases';
import { mailsArriving } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';

/**
 * The contact form's backend on a real `strapi start`: stored for staff, mailed to CONTACT_EMAIL (reply-to the
 * sender) and acknowledged to the sender in their language, mails read back from the outbox.
 */
type Answer<T = Record<string, unknown>> = { status: number; body: T };
type Refusal = { error: { details: { errors: { path: string[]; name: string }[] } } };

const STAFF = 'staff@shop.example';
const ACKNOWLEDGEMENTS = {
  en: 'We received your message',
  fr: 'Nous avons bien reçu votre message',
  de: 'Wir haben Ihre Nachricht erhalten',
  es: 'Hemos recibido tu mensaje',
  pt: 'Recebemos a sua mensagem',
};

for (const { name, open } of testDatabases()) {
  describe(`contact messages (${name}, mail in the outbox)`, () => contactSuite(open));
}

function contactSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;
  let database: TestDatabase;
  let outbox: string;

  const send = async <T = Record<string, unknown>>(
    body: Record<string, unknown>,
    { locale = 'en', secret = true }: { locale?: string; secret?: boolean } = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${strapi.url}/api/contact-messages/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-locale': locale,
        ...(secret ? { 'x-gateway-secret': GATEWAY_SECRET } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const message = (email: string, fields: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email,
    message: 'Do you make custom timelines?\nWe need twelve steps.',
    terms_agreement: true,
    consent_text: 'I agree to the terms and privacy policy',
    ...fields,
  });
  /** The staff's copies of the messages from `email` (reply-to them), once `count` have arrived or 15 s passed. */
  const staffCopiesFor = async (email: string, count = 1) => {
    const copies = async () =>
      (await mailsArriving(outbox, STAFF, 1, 0)).filter((mail) => mail.replyTo?.text.includes(email));
    for (let tries = 0; tries < 150 && (await copies()).length < count; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return copies();
  };
  const codesOf = (answer: Answer<unknown>) =>
    Object.fromEntries((answer.body as Refusal).error.details.errors.map((error) => [error.path[0], error.name]));
  const storedFrom = async (email: string) =>
    (
      await database.query<Record<string, unknown>>(
        'SELECT document_id, name, message, language, terms_agreement, consent_text, consented_at FROM contact_messages WHERE email = ?',
        [email],
      )
    ).map((row) => ({ ...row, terms_agreement: Boolean(row.terms_agreement) }));

  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-outbox-'));
    database = openDatabase();
    strapi = await startAccountsBackend({ MAIL_OUTBOX: outbox, CONTACT_EMAIL: STAFF }, database);
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('answers only the gateway (403 without the secret) and shows no message to visitors', async () => {
    const email = uniqueEmail('bot');
    expect((await send(message(email), { secret: false })).status).toBe(403);
    expect(await storedFrom(email)).toEqual([]);
    expect((await fetch(`${strapi.url}/api/contact-messages`)).status).not.toBe(200);
  });

  it('refuses each field with its code and stores nothing', async () => {
    const email = uniqueEmail('visitor');
    expect(codesOf(await send({}))).toEqual({
      name: 'NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      message: 'MESSAGE_REQUIRED',
      terms_agreement: 'TERMS_REQUIRED',
    });
    expect(codesOf(await send(message(email, { name: 'x'.repeat(201) })))).toEqual({ name: 'NAME_TOO_LONG' });
    expect(codesOf(await send(message('ada@', { message: 'x'.repeat(5001) })))).toEqual({
      email: 'EMAIL_INVALID',
      message: 'MESSAGE_TOO_LONG',
    });
    expect(codesOf(await send(message(email, { terms_agreement: false })))).toEqual({
      terms_agreement: 'TERMS_REQUIRED',
    });
    expect(await storedFrom(email)).toEqual([]);
  });

  it('stores the message for staff, mails the shop (reply-to the sender) and acknowledges in German', async () => {
    const email = uniqueEmail('grete');
    const answer = await send<{ id: string }>(message(email, { name: 'Grete Müller' }), { locale: 'de' });
    expect(answer.status).toBe(201);
    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({
      document_id: answer.body.id,
      name: 'Grete Müller',
      message: 'Do you make custom timelines?\nWe need twelve steps.',
      language: 'de',
      terms_agreement: true,
      consent_text: 'I agree to the terms and privacy policy',
    });
    expect(stored.consented_at).toBeTruthy();

    const [acknowledgement] = await mailsArriving(outbox, email);
    expect(acknowledgement.subject).toBe('Wir haben Ihre Nachricht erhalten');
    // None of the sender's words, not even the name: it goes to whatever address was typed.
    expect(acknowledgement.text).toContain('Guten Tag,');
    expect(acknowledgement.text).not.toContain('Grete');
    expect(acknowledgement.html).not.toContain('Grete');
    // The message is not quoted back: the acknowledgement gives the date only.
    const today = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(acknowledgement.text).toContain(`Ihre Nachricht vom ${today} ist bei uns eingegangen.`);
    expect(acknowledgement.text).not.toContain('twelve steps');
    const [staff] = await staffCopiesFor(email);
    expect(staff?.subject).toBe(`Contact form: ${email}`);
    expect(staff?.text).toContain('Name: Grete Müller');
    expect(staff?.replyTo?.value).toEqual([{ address: email, name: '' }]);
    expect(staff?.text).toContain(`Email: ${email}`);
    expect(staff?.text).toContain('Language: German (de)');
    expect(staff?.text).toContain('Do you make custom timelines?');
  });

  it('acknowledges an address once a day, and never quotes a link in the name: no relay for spam', async () => {
    const email = uniqueEmail('target');
    const spam = { name: 'Cheap pills at https://spam.example/buy', message: 'Buy now https://spam.example' };
    expect((await send(message(email, spam))).status).toBe(201);
    expect((await send(message(email, spam))).status).toBe(201);
    expect(await storedFrom(email)).toHaveLength(2);
    const [acknowledgement] = await mailsArriving(outbox, email);
    expect(acknowledgement.text).toContain('Hello,');
    expect(acknowledgement.text).not.toContain('spam');
    // Both messages reach the shop; the second mails the visitor's address nothing.
    const [copy, second] = await staffCopiesFor(email, 2);
    expect(second).toBeDefined();
    expect(await mailsArriving(outbox, email, 2, 0)).toHaveLength(1);
    // The staff's copy shows the name with its link broken, and never in a header.
    expect(copy.subject).toBe(`Contact form: ${email}`);
    expect(copy.text).toContain('Name: Cheap pills at https[:]//spam[.]example/buy');
    expect(copy.html).not.toContain('href="https://spam');
  });

  it('lets no line break in the name add a header to the staff copy', async () => {
    const email = uniqueEmail('header');
    const name = 'Eve\r\nBcc: victim@example.com\r\nSubject: You won';
    expect((await send(message(email, { name }))).status).toBe(201);
    const [copy] = await staffCopiesFor(email);
    expect(copy?.subject).toBe(`Contact form: ${email}`);
    expect(copy?.bcc).toBeUndefined();
    expect(copy?.headers.get('bcc')).toBeUndefined();
    expect(copy?.text).toContain('Name: EveBcc: victim@example[.]comSubject: You won');
  });

  it('mails no acknowledgement to an address the gateway found past its share, yet stores the message for staff', async () => {
    const email = uniqueEmail('flooded');
    expect((await send(message(email, { acknowledge: false }))).status).toBe(201);
    expect(await storedFrom(email)).toHaveLength(1);
    expect(await staffCopiesFor(email)).toHaveLength(1);
    expect(await mailsArriving(outbox, email, 1, 0)).toHaveLength(0);
  });

  it('acknowledges in the language of each visitor', async () => {
    for (const [locale, subject] of Object.entries(ACKNOWLEDGEMENTS)) {
      const email = uniqueEmail(`visitor-${locale}`);
      expect((await send(message(email), { locale })).status).toBe(201);
      const [mail] = await mailsArriving(outbox, email);
      expect(mail.subject).toBe(subject);
    }
  });
}
