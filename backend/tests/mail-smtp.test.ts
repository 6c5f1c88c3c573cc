import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { GATEWAY_SECRET, register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { linkIn } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';

/** With SMTP_HOST set, mails go to that SMTP server: here a real one (smtp-server) that requires a login. */
describe('mail through SMTP', () => {
  let strapi: StrapiProcess;
  let smtp: SMTPServer;
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  /** Addresses the server refuses once (a 451, as a server under load does), then accepts. */
  const refuseOnce = new Set<string>();
  const refused: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'smtp-password') return callback(null, { user: 'shop' });
        callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (!refuseOnce.delete(address.address)) return callback();
        refused.push(address.address);
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), mail });
            callback();
          },
          (error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    strapi = await startAccountsBackend({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'shop',
      SMTP_PASSWORD: 'smtp-password',
      MAIL_FROM: 'Boutique <boutique@example.test>',
      ACCOUNT_SITE_URL: 'https://account.example.test/',
    });
  });

  afterAll(async () => {
    await strapi?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailsTo = (address: string) => received.filter((entry) => entry.envelopeTo.includes(address));

  it('sends the confirmation in Spanish, linking to the account site on its own host', async () => {
    const email = uniqueEmail('lucia');
    await register(strapi.url, email, { locale: 'es' });
    const [{ mail }] = mailsTo(email);
    expect(mail.from?.value).toEqual([{ name: 'Boutique', address: 'boutique@example.test' }]);
    expect(mail.subject).toBe('Confirma tu dirección de correo electrónico');
    const link = linkIn(mail.text, 'https://account.example.test/');
    expect(`${link.origin}${link.pathname}`).toBe('https://account.example.test/es/email-confirmed');
    expect(link.searchParams.get('confirmation')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('sends the reset mail in Portuguese when the visitor reads Portuguese', async () => {
    const email = uniqueEmail('joao');
    await register(strapi.url, email);
    const response = await fetch(`${strapi.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-secret': GATEWAY_SECRET, 'x-shop-locale': 'pt' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const reset = mailsTo(email).find(({ mail }) => mail.subject === 'Redefina a sua palavra-passe');
    const link = linkIn(reset?.mail.text, 'https://account.example.test/');
    expect(`${link.origin}${link.pathname}`).toBe('https://account.example.test/pt/reset-password');
    expect(reset?.mail.html).toContain('Escolher uma nova palavra-passe');
  });

  it('mails the free sample when asked again after a failed send, rather than skipping it for a day', async () => {
    const email = uniqueEmail('retry');
    const [freeSample] = (
      (await (
        await fetch(`${strapi.url}/api/diagrams?locale=en&filters[url][$eq]=free-process-diagram-sample`)
      ).json()) as { data: { legacy_id: number }[] }
    ).data;
    const ask = () =>
      fetch(`${strapi.url}/api/free_product/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-secret': GATEWAY_SECRET, 'x-shop-locale': 'en' },
        body: JSON.stringify({ email, message: 'A sample', diagram_id: freeSample.legacy_id, terms_agreement: true }),
      });
    const until = async (done: () => boolean) => {
      for (let tries = 0; tries < 150 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    };

    refuseOnce.add(email);
    expect((await ask()).status).toBe(202);
    await until(() => refused.includes(email));
    expect(refused).toContain(email);
    expect(mailsTo(email)).toHaveLength(0);

    // The failed row is marked not mailed just after the refusal: the visitor's retries mail once it is.
    for (let retries = 0; retries < 5 && mailsTo(email).length === 0; retries++) {
      expect((await ask()).status).toBe(202);
      const deadline = Date.now() + 1000;
      await until(() => mailsTo(email).length > 0 || Date.now() > deadline);
    }
    expect(mailsTo(email).map(({ mail }) => mail.subject)).toEqual(['Your free slide sample']);
  });
});
