import type { ParsedMail } from 'mailparser';
import { dataOf, mailsTo, refusalOf, uniqueEmail, visitor } from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { HUMAN_CHALLENGE, solvedHumanProof } from './support/human-proof';
import { WEB_PROXY_SECRET } from './support/visitor';

// The newsletter block, the contact form and the newsletter's confirm and unsubscribe links through the gateway,
// against the real backend at CONTENT_API_URL (its mails in MAIL_OUTBOX).

jest.setTimeout(30_000);

const REQUEST_FREE_SAMPLE = /* GraphQL */ `
  mutation Sample($input: FreeSampleInput!, $locale: Locale!) { requestFreeSample(input: $input, locale: $locale) }`;
const SEND_CONTACT_MESSAGE = /* GraphQL */ `
  mutation Contact($input: ContactMessageInput!, $locale: Locale!) { sendContactMessage(input: $input, locale: $locale) }`;
const CONFIRM = /* GraphQL */ 'mutation Confirm($token: String!) { confirmNewsletter(token: $token) }';
const UNSUBSCRIBE = /* GraphQL */ 'mutation Unsubscribe($token: String!) { unsubscribeNewsletter(token: $token) }';

// The contact form's mails go to CONTACT_EMAIL, the backend's local default.
const SHOP_ADDRESS = process.env.CONTACT_EMAIL ?? 'contact@localhost';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
});

afterAll(async () => {
  await gateway.close();
});

const call = (query: string, variables: Record<string, unknown>) => gateway.graphql(query, variables, visitor());

async function sample(email: string, locale = 'en', overrides: Record<string, unknown> = {}) {
  const input = {
    email,
    message: 'I would like the sample, please.',
    agreement: true,
    consentText: 'I agree to receive the sample and product updates.',
    humanProof: await solvedHumanProof(gateway, 'NEWSLETTER'),
    ...overrides,
  };
  return call(REQUEST_FREE_SAMPLE, { input, locale });
}

const linksOf = (mail: ParsedMail) => (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];

describe('requestFreeSample', () => {
  it('is accepted once the backend recorded it, and the sample arrives by mail with a working download link', async () => {
    const email = uniqueEmail('sample');
    expect(dataOf(await sample(email.toUpperCase(), 'fr'))).toEqual({ requestFreeSample: true });
    const [mail] = await mailsTo(email);
    const download = linksOf(mail).find((link) => link.includes('/downloads/'));
    expect(download).toBeDefined();
    const file = await fetch(download!);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // Double opt-in: the mail asks to confirm, and every newsletter mail can be left in one click.
    expect(mail.headers.get('list')).toMatchObject({
      unsubscribe: { url: expect.stringContaining('/api/newsletter/unsubscribe/?token=') },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    expect(linksOf(mail).some((link) => link.includes('/fr/newsletter/confirm?token='))).toBe(true);
  });

  it('confirms the newsletter from the mailed link, unsubscribes twice alike, and refuses an unknown token', async () => {
    const email = uniqueEmail('opt-in');
    dataOf(await sample(email));
    const [mail] = await mailsTo(email);
    const tokenOf = (page: string) =>
      new URL(linksOf(mail).find((link) => link.includes(`/newsletter/${page}?`)) ?? 'http://none/').searchParams.get(
        'token',
      );
    expect(dataOf(await call(CONFIRM, { token: tokenOf('confirm') }))).toEqual({ confirmNewsletter: true });
    const unsubscribeToken = tokenOf('unsubscribe');
    expect(dataOf(await call(UNSUBSCRIBE, { token: unsubscribeToken }))).toEqual({ unsubscribeNewsletter: true });
    expect(dataOf(await call(UNSUBSCRIBE, { token: unsubscribeToken }))).toEqual({ unsubscribeNewsletter: true });
    for (const operation of [CONFIRM, UNSUBSCRIBE]) {
      expect(refusalOf(await call(operation, { token: 'no-such-token-0123456789abcdef' }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_TOKEN',
        fieldErrors: { token: ['INVALID_TOKEN'] },
      });
    }
  });

  it('refuses bad fields by input path before the backend hears of them', async () => {
    const email = uniqueEmail('bad-fields');
    const refused = refusalOf(await sample('', 'en', { message: ' ', agreement: false }));
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'EMAIL_REQUIRED',
      fieldErrors: {
        'input.email': ['EMAIL_REQUIRED'],
        'input.message': ['MESSAGE_REQUIRED'],
        'input.agreement': ['TERMS_REQUIRED'],
      },
    });
    expect(refusalOf(await sample('ada@', 'en'))).toMatchObject({ fieldErrors: { 'input.email': ['EMAIL_INVALID'] } });
    expect(refusalOf(await sample(email, 'en', { message: 'x'.repeat(10_000) }))).toMatchObject({
      fieldErrors: { 'input.message': ['MESSAGE_TOO_LONG'] },
    });
    expect(await mailsTo(email, 0)).toHaveLength(0);
  });
});

describe('human proof', () => {
  it('answers a fresh signed challenge each time (never from the response cache)', async () => {
    const payloads = await Promise.all(
      [1, 2].map(async () => {
        const { humanChallenge } = dataOf<{ humanChallenge: { payload: string } }>(
          await call(HUMAN_CHALLENGE, { form: 'CONTACT' }),
        );
        return JSON.parse(humanChallenge.payload);
      }),
    );
    expect(payloads[0]).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) });
    expect(payloads[1].parameters.nonce).not.toBe(payloads[0].parameters.nonce);
  });

  it('refuses a missing, forged or replayed proof before anything is recorded', async () => {
    const email = uniqueEmail('bot');
    expect(refusalOf(await sample(email, 'en', { humanProof: null }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'HUMAN_PROOF_MISSING',
      field: 'humanProof',
      fieldErrors: { humanProof: ['HUMAN_PROOF_MISSING'] },
    });
    const proof = await solvedHumanProof(gateway, 'NEWSLETTER');
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString());
    payload.challenge.parameters.keyPrefix = '0';
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(refusalOf(await sample(email, 'en', { humanProof: forged }))).toMatchObject({
      reason: 'HUMAN_PROOF_INVALID',
    });
    // A bot submitting one solution twice: the second is refused.
    const replayed = await solvedHumanProof(gateway, 'NEWSLETTER');
    dataOf(await sample(email, 'en', { humanProof: replayed }));
    expect(refusalOf(await sample(email, 'en', { humanProof: replayed }))).toMatchObject({
      reason: 'HUMAN_PROOF_REPLAYED',
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses on the contact form a proof solved for the newsletter, which the newsletter still takes', async () => {
    const email = uniqueEmail('crossform');
    const proof = await solvedHumanProof(gateway, 'NEWSLETTER');
    const contact = { name: 'Bot', email, message: 'Hello', agreement: true, humanProof: proof };
    expect(refusalOf(await call(SEND_CONTACT_MESSAGE, { input: contact, locale: 'en' }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'HUMAN_PROOF_INVALID',
      field: 'humanProof',
      fieldErrors: { humanProof: ['HUMAN_PROOF_INVALID'] },
    });
    const forgot = /* GraphQL */ `
      mutation($proof: String) { forgotPassword(email: "${email}", locale: en, humanProof: $proof) }`;
    expect(refusalOf(await call(forgot, { proof }))).toMatchObject({ reason: 'HUMAN_PROOF_INVALID' });
    expect(dataOf(await sample(email, 'en', { humanProof: proof }))).toEqual({ requestFreeSample: true });
    // Only the sample's mail: no contact acknowledgement.
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('register and forgotPassword need a proof too', async () => {
    const register = /* GraphQL */ `
      mutation { register(email: "${uniqueEmail('nobot')}", password: "correct-horse-9", locale: en) { jwt } }`;
    expect(refusalOf(await call(register, {}))).toMatchObject({ reason: 'HUMAN_PROOF_MISSING' });
    const forgot = /* GraphQL */ `mutation { forgotPassword(email: "${uniqueEmail('nobot')}", locale: en) }`;
    expect(refusalOf(await call(forgot, {}))).toMatchObject({ reason: 'HUMAN_PROOF_MISSING' });
  });

  it('leaves the proof unspent when a field is refused: a weak password, then the same proof with a good one', async () => {
    const proof = await solvedHumanProof(gateway, 'REGISTER');
    const register = (password: string) => /* GraphQL */ `
      mutation($proof: String) { register(email: "${uniqueEmail('weak')}", password: "${password}", locale: en, humanProof: $proof) { jwt } }`;
    expect(refusalOf(await call(register('short'), { proof }))).toMatchObject({ reason: 'WEAK_PASSWORD' });
    expect(dataOf(await call(register('correct-horse-9'), { proof }))).toEqual({
      register: { jwt: expect.any(String) },
    });
  });
});

describe('sendContactMessage', () => {
  it('stores the message, mails it to the shop (reply to the sender) and acknowledges it in German', async () => {
    const email = uniqueEmail('contact');
    const input = {
      name: 'Ada Lovelace',
      email,
      message: 'Do you make custom diagrams?',
      agreement: true,
      consentText: 'Ich stimme zu.',
      humanProof: await solvedHumanProof(gateway, 'CONTACT'),
    };
    expect(dataOf(await call(SEND_CONTACT_MESSAGE, { input, locale: 'de' }))).toEqual({ sendContactMessage: true });
    // Both name the sender: the acknowledgement is sent to them, the shop's copy answers to them.
    const mails = await mailsTo(email, 2);
    const addressedTo = (address: string) => mails.find((mail) => (mail.to as { text: string }).text.includes(address));
    expect(addressedTo(email)).toBeDefined();
    const toShop = addressedTo(SHOP_ADDRESS);
    expect(toShop?.replyTo?.text).toContain(email);
  });

  it('refuses a missing name, a 5,001-character message and no agreement', async () => {
    const input = {
      name: ' ',
      email: uniqueEmail('contact'),
      message: 'x'.repeat(5001),
      agreement: false,
      humanProof: await solvedHumanProof(gateway, 'CONTACT'),
    };
    expect(refusalOf(await call(SEND_CONTACT_MESSAGE, { input, locale: 'en' }))).toMatchObject({
      reason: 'NAME_REQUIRED',
      fieldErrors: {
        'input.name': ['NAME_REQUIRED'],
        'input.message': ['MESSAGE_TOO_LONG'],
        'input.agreement': ['TERMS_REQUIRED'],
      },
    });
    // The fields were refused before the proof was checked: the visitor fixes them and sends with the same proof.
    const fixed = { ...input, name: 'Ada', message: 'Hello', agreement: true };
    expect(dataOf(await call(SEND_CONTACT_MESSAGE, { input: fixed, locale: 'en' }))).toEqual({
      sendContactMessage: true,
    });
  });

  it('says UPSTREAM_UNAVAILABLE when the shop does not answer', async () => {
    const cut = await startGateway(process.env.CONTENT_API_URL!, {
      WEB_PROXY_SECRET,
      SHOP_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const input = {
        name: 'Ada',
        email: uniqueEmail('outage'),
        message: 'Anyone there?',
        agreement: true,
        humanProof: await solvedHumanProof(cut, 'CONTACT'),
      };
      const reply = await cut.graphql(SEND_CONTACT_MESSAGE, { input, locale: 'en' }, visitor());
      expect(refusalOf(reply)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await cut.close();
    }
  });
});

describe('mails to one address, whoever asks (issue 29)', () => {
  it('answers RATE_LIMITED to a sixth sample within the hour, and stores a contact message without acknowledging it', async () => {
    const email = uniqueEmail('flooded');
    // Five visitors ask for the sample for one address: its share of mails this hour (each request counts, even when
    // the backend mails the sample once a day).
    for (let request = 0; request < 5; request++) {
      expect(dataOf(await sample(email))).toEqual({ requestFreeSample: true });
    }
    expect(refusalOf(await sample(email))).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });

    // Its owner can still write to the shop: the message is stored and mailed to the staff, nothing to the address.
    const input = {
      name: 'Ada Lovelace',
      email,
      message: 'Someone keeps sending me your mails.',
      agreement: true,
      humanProof: await solvedHumanProof(gateway, 'CONTACT'),
    };
    expect(dataOf(await call(SEND_CONTACT_MESSAGE, { input, locale: 'en' }))).toEqual({ sendContactMessage: true });
    const mails = await mailsTo(email, 2);
    const to = (mail: ParsedMail) => (mail.to as { text: string }).text;
    expect(mails.filter((mail) => to(mail).includes(SHOP_ADDRESS))).toHaveLength(1);
    expect(mails.filter((mail) => to(mail).includes(email)).map((mail) => mail.subject)).toEqual([
      'Your free slide sample',
    ]);
  });

  it('mails an acknowledgement that carries none of the sender’s words, not even the name', async () => {
    const email = uniqueEmail('words');
    const input = {
      name: 'Claim Your Prize Now',
      email,
      message: 'Visit https://prize.example now',
      agreement: true,
      humanProof: await solvedHumanProof(gateway, 'CONTACT'),
    };
    expect(dataOf(await call(SEND_CONTACT_MESSAGE, { input, locale: 'fr' }))).toEqual({ sendContactMessage: true });
    const mails = await mailsTo(email, 2);
    const acknowledgement = mails.find((mail) => (mail.to as { text: string }).text.includes(email));
    expect(acknowledgement?.subject).toBe('Nous avons bien reçu votre message');
    expect(`${acknowledgement?.text}${acknowledgement?.html}`).not.toMatch(/prize|Claim/i);
  });
});
