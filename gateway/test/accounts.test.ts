import { type TestGateway, startGateway } from './support/gateway';
import {
  OPERATIONS,
  PASSWORD,
  type SessionResult,
  WEB_PROXY_SECRET,
  dataOf,
  expiredToken,
  linkParameter,
  mailsTo,
  refusalOf,
  registerThrough,
  uniqueEmail,
  visitor,
} from './support/accounts';
import { solvedHumanProof } from './support/human-proof';

// Every auth operation of the contract through the gateway, against the real users-permissions of the Strapi at
// CONTENT_API_URL (the test stack's backend, GATEWAY_SECRET at its local default).

// Each test makes a few dozen backend calls (registering, mails, bcrypt): seconds on a busy machine.
jest.setTimeout(30_000);

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
});

afterAll(async () => {
  await gateway.close();
});

const call = (query: string, variables: Record<string, unknown> = {}, jwt?: string) =>
  gateway.graphql(query, variables, visitor(jwt));

async function confirmedAccount(email = uniqueEmail('confirmed')): Promise<SessionResult> {
  const session = await registerThrough(gateway, email);
  const [mail] = await mailsTo(email);
  dataOf(await call(OPERATIONS.confirmEmail, { confirmation: linkParameter(mail, 'confirmation') }));
  return session;
}

describe('register, confirm and sign in', () => {
  it('registers and signs in at once, unconfirmed, in the visitor language; the confirmation mail is French', async () => {
    const email = uniqueEmail('ada');
    const session = await registerThrough(gateway, email.toUpperCase(), { locale: 'fr' });
    expect(session.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.user).toMatchObject({ email, username: email, confirmed: false, locale: 'fr' });
    const { me } = dataOf<{ me: SessionResult['user'] }>(await call(OPERATIONS.me, {}, session.jwt));
    expect(me).toEqual(session.user);
    const [mail] = await mailsTo(email);
    expect(mail.text).toContain('/fr/account/email-confirmed?confirmation=');
  });

  it('refuses a sign-in until the email is confirmed (FORBIDDEN, EMAIL_NOT_CONFIRMED), then signs in', async () => {
    const email = uniqueEmail('grace');
    await registerThrough(gateway, email);
    const signIn = () => call(OPERATIONS.signIn, { identifier: email, password: PASSWORD, locale: 'en' });
    expect(refusalOf(await signIn())).toMatchObject({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_CONFIRMED' });
    const [mail] = await mailsTo(email);
    const confirmation = linkParameter(mail, 'confirmation');
    expect(dataOf(await call(OPERATIONS.confirmEmail, { confirmation }))).toEqual({ confirmEmail: true });
    const { signIn: session } = dataOf<{ signIn: SessionResult }>(await signIn());
    expect(session.user).toMatchObject({ email, confirmed: true });
    // The link works once.
    expect(refusalOf(await call(OPERATIONS.confirmEmail, { confirmation }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_CONFIRMATION',
    });
  });

  it('a wrong password and an unknown email get the same INVALID_CREDENTIALS', async () => {
    const { user } = await confirmedAccount();
    const wrong = refusalOf(
      await call(OPERATIONS.signIn, { identifier: user.email, password: 'wrong-pass-1', locale: 'en' }),
    );
    const unknown = refusalOf(
      await call(OPERATIONS.signIn, { identifier: uniqueEmail('nobody'), password: 'wrong-pass-1', locale: 'en' }),
    );
    expect(wrong).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_CREDENTIALS' });
    expect(unknown).toEqual(wrong);
  });

  it('a taken email, a weak password and an invalid email are refused with codes on their fields', async () => {
    const { user } = await confirmedAccount();
    const register = async (email: string, password: string) =>
      call(OPERATIONS.register, {
        email,
        password,
        locale: 'en',
        humanProof: await solvedHumanProof(gateway, 'REGISTER'),
      });
    expect(refusalOf(await register(user.email, PASSWORD))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'EMAIL_TAKEN',
      fieldErrors: { email: ['EMAIL_TAKEN'] },
    });
    expect(refusalOf(await register(uniqueEmail('weak'), 'short'))).toMatchObject({
      reason: 'WEAK_PASSWORD',
      fieldErrors: { password: ['WEAK_PASSWORD'] },
    });
    expect(refusalOf(await register(uniqueEmail('long'), 'é'.repeat(37)))).toMatchObject({ reason: 'WEAK_PASSWORD' });
    expect(refusalOf(await register('not-an-email', PASSWORD))).toMatchObject({
      reason: 'INVALID_EMAIL',
      fieldErrors: { email: ['INVALID_EMAIL'] },
    });
  });

  it("a username that is another email address is USERNAME_IS_EMAIL on username; the account's own address is fine", async () => {
    const register = async (email: string, username: string) =>
      call(OPERATIONS.register, {
        email,
        username,
        password: PASSWORD,
        locale: 'en',
        humanProof: await solvedHumanProof(gateway, 'REGISTER'),
      });
    const { user } = await confirmedAccount();
    for (const username of [user.email, uniqueEmail('nobody-yet')]) {
      expect(refusalOf(await register(uniqueEmail('squatter'), username))).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'USERNAME_IS_EMAIL',
        fieldErrors: { username: ['USERNAME_IS_EMAIL'] },
      });
    }
    const own = uniqueEmail('own');
    const { register: session } = dataOf<{ register: SessionResult }>(await register(own, own.toUpperCase()));
    expect(session.user).toMatchObject({ email: own });
  });

  it('sendEmailConfirmation is true for an unknown, an unconfirmed and a confirmed email, and mails only the unconfirmed', async () => {
    const unconfirmed = uniqueEmail('again');
    await registerThrough(gateway, unconfirmed);
    const { user } = await confirmedAccount();
    for (const email of [uniqueEmail('nobody'), unconfirmed, user.email]) {
      expect(dataOf(await call(OPERATIONS.sendEmailConfirmation, { email, locale: 'de' }))).toEqual({
        sendEmailConfirmation: true,
      });
    }
    const mails = await mailsTo(unconfirmed, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('/de/account/email-confirmed?confirmation=');
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('passwords', () => {
  it('forgot → reset → sign in with the new password; the link works once; an unknown email is true as well', async () => {
    const { user } = await confirmedAccount();
    const forgot = async (email: string) =>
      call(OPERATIONS.forgotPassword, {
        email,
        locale: 'es',
        humanProof: await solvedHumanProof(gateway, 'FORGOT_PASSWORD'),
      });
    expect(dataOf(await forgot(uniqueEmail('nobody')))).toEqual({ forgotPassword: true });
    expect(dataOf(await forgot(user.email))).toEqual({ forgotPassword: true });
    const mails = await mailsTo(user.email, 2);
    expect(mails[1].text).toContain('/es/account/reset-password?code=');
    const code = linkParameter(mails[1], 'code');
    const reset = (password: string, confirmation = password) =>
      call(OPERATIONS.resetPassword, { code, password, confirmation });
    expect(refusalOf(await reset('new-password-2', 'other-password-2'))).toMatchObject({
      reason: 'PASSWORDS_DO_NOT_MATCH',
      fieldErrors: { passwordConfirmation: ['PASSWORDS_DO_NOT_MATCH'] },
    });
    const { resetPassword } = dataOf<{ resetPassword: SessionResult }>(await reset('new-password-2'));
    expect(resetPassword.user.email).toBe(user.email);
    expect(refusalOf(await reset('new-password-3'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_RESET_CODE',
    });
    const signedIn = await call(OPERATIONS.signIn, {
      identifier: user.email,
      password: 'new-password-2',
      locale: 'en',
    });
    expect(dataOf<{ signIn: SessionResult }>(signedIn).signIn.user.email).toBe(user.email);
  });

  it('changes the password with the current one; the old token then no longer works', async () => {
    const { jwt } = await confirmedAccount();
    const change = (current: string, password: string) =>
      call(OPERATIONS.changePassword, { current, password, confirmation: password }, jwt);
    expect(refusalOf(await change('not-the-password', 'brand-new-pass-4'))).toMatchObject({
      reason: 'WRONG_CURRENT_PASSWORD',
      fieldErrors: { currentPassword: ['WRONG_CURRENT_PASSWORD'] },
    });
    expect(refusalOf(await change(PASSWORD, PASSWORD))).toMatchObject({ reason: 'PASSWORD_UNCHANGED' });
    const { changePassword } = dataOf<{ changePassword: SessionResult }>(await change(PASSWORD, 'brand-new-pass-4'));
    expect(dataOf<{ me: { email: string } }>(await call(OPERATIONS.me, {}, changePassword.jwt)).me.email).toBe(
      changePassword.user.email,
    );
    expect(refusalOf(await call(OPERATIONS.me, {}, jwt))).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'SESSION_EXPIRED',
    });
  });

  it('needs a session to change the password (SIGN_IN_REQUIRED)', async () => {
    const reply = await call(OPERATIONS.changePassword, {
      current: PASSWORD,
      password: 'x-new-pass-5',
      confirmation: 'x-new-pass-5',
    });
    expect(refusalOf(reply)).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
  });
});

describe('spec §4 token rules as a gateway client sees them', () => {
  it('no bearer: me is null', async () => {
    expect(dataOf(await call(OPERATIONS.me))).toEqual({ me: null });
  });

  it('a forged, an expired and a malformed token are UNAUTHENTICATED with SESSION_EXPIRED', async () => {
    const { jwt, user } = await confirmedAccount();
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const token of [forged, expiredToken(user.id)]) {
      expect(refusalOf(await call(OPERATIONS.me, {}, token))).toEqual({
        code: 'UNAUTHENTICATED',
        reason: 'SESSION_EXPIRED',
      });
    }
    const malformed = await gateway.graphql(OPERATIONS.me, {}, { ...visitor(), authorization: 'Bearer not a token' });
    expect(refusalOf(malformed)).toEqual({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' });
  });

  it('signOut revokes the session: me with the same token is then UNAUTHENTICATED; signOut again is still true', async () => {
    const { jwt } = await confirmedAccount();
    expect(dataOf(await call(OPERATIONS.signOut, {}, jwt))).toEqual({ signOut: true });
    expect(refusalOf(await call(OPERATIONS.me, {}, jwt))).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'SESSION_EXPIRED',
    });
    expect(dataOf(await call(OPERATIONS.signOut, {}, jwt))).toEqual({ signOut: true });
  });
});

describe('brute force', () => {
  it('10 failed sign-ins for one account from 10 addresses leave its owner in; a guesser gets one more, then 429', async () => {
    const { user } = await confirmedAccount();
    const attempt = (password: string, from = visitor()) =>
      gateway.graphql(OPERATIONS.signIn, { identifier: user.email, password, locale: 'en' }, from);
    for (let index = 0; index < 10; index++) {
      expect(refusalOf(await attempt(`wrong-${index}-pass`))).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
    }
    const owner = await attempt(PASSWORD);
    expect(dataOf<{ signIn: SessionResult }>(owner).signIn.user.email).toBe(user.email);
    const guesser = visitor();
    expect(refusalOf(await attempt('wrong-again-pass', guesser))).toMatchObject({ reason: 'INVALID_CREDENTIALS' });
    const refused = await attempt('wrong-once-more', guesser);
    expect(refused.status).toBe(429);
    expect(refusalOf(refused)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });

  it('more than 10 failed sign-ins from one address get 429, whatever the accounts', async () => {
    const address = visitor();
    const attempt = (identifier: string, password: string) =>
      gateway.graphql(OPERATIONS.signIn, { identifier, password, locale: 'en' }, address);
    for (let index = 0; index < 10; index++) {
      expect((await attempt(uniqueEmail(`guess${index}`), 'wrong-pass-0')).status).toBe(200);
    }
    const { user } = await confirmedAccount();
    expect((await attempt(user.email, PASSWORD)).status).toBe(429);
  });
});

describe('mail flooding (issue 29)', () => {
  it('mails one address at most 5 times an hour, whoever asks: the answers stay the same, register is RATE_LIMITED', async () => {
    const email = uniqueEmail('flooded');
    await registerThrough(gateway, email);
    // 12 confirmation mails and 12 resets asked for by 12 clients each (call() is a new visitor every time).
    for (let client = 0; client < 12; client++) {
      expect(dataOf(await call(OPERATIONS.sendEmailConfirmation, { email, locale: 'en' }))).toEqual({
        sendEmailConfirmation: true,
      });
      const humanProof = await solvedHumanProof(gateway, 'FORGOT_PASSWORD');
      expect(dataOf(await call(OPERATIONS.forgotPassword, { email, locale: 'en', humanProof }))).toEqual({
        forgotPassword: true,
      });
    }
    expect(await mailsTo(email, 6)).toHaveLength(5);

    // Registering the address again would mail it too: refused past its share, before the backend sees it.
    const again = await call(OPERATIONS.register, {
      email,
      password: PASSWORD,
      locale: 'en',
      humanProof: await solvedHumanProof(gateway, 'REGISTER'),
    });
    expect(refusalOf(again)).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back.
    const other = uniqueEmail('unflooded');
    expect(dataOf(await call(OPERATIONS.sendEmailConfirmation, { email: other, locale: 'en' }))).toEqual({
      sendEmailConfirmation: true,
    });
  });
});

describe('social sign-in and providers', () => {
  it('lists only configured providers, and refuses an unconfigured or malformed one with UNKNOWN_PROVIDER', async () => {
    const { authProviders } = dataOf<{ authProviders: Array<{ name: string; label: string }> }>(
      await call(OPERATIONS.authProviders),
    );
    expect(authProviders.every(({ name, label }) => name !== '' && label !== '')).toBe(true);
    for (const provider of ['twitter', '../local']) {
      const reply = await call(OPERATIONS.socialSignIn, { provider, query: 'code=x', session: 'koa.sess=abc' });
      expect(refusalOf(reply)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNKNOWN_PROVIDER' });
    }
  });
});

describe('the account: purchases, data, receipt, deletion', () => {
  it('needs a bearer', async () => {
    for (const query of [OPERATIONS.myData, OPERATIONS.myOrders]) {
      expect(refusalOf(await call(query, { locale: 'en' }))).toEqual({
        code: 'UNAUTHENTICATED',
        reason: 'SIGN_IN_REQUIRED',
      });
    }
  });

  it("an order placed with the bearer is the user's: it is in myOrders with its downloads, and its receipt comes again", async () => {
    const { jwt, user } = await confirmedAccount();
    const catalogue = await call(
      'query { catalogue(locale: en, pageSize: 1, sort: PRICE_DESC) { items { legacyId } } }',
    );
    const [{ legacyId }] = dataOf<{ catalogue: { items: Array<{ legacyId: number }> } }>(catalogue).catalogue.items;
    const key = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
    const created = await call(
      `mutation Create($key: String!, $items: [CartItemInput!]!, $email: String!) {
        createOrder(locale: fr, idempotencyKey: $key, items: $items, customer: { email: $email, name: "Ada", country: "FR" }) { key }
      }`,
      { key: key(24), items: [{ diagramId: legacyId }], email: user.email },
      jwt,
    );
    const orderKey = dataOf<{ createOrder: { key: string } }>(created).createOrder.key;
    const paid = await call(
      `mutation Pay($key: String!, $idem: String!) {
        payOrder(locale: fr, key: $key, idempotencyKey: $idem, card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ada" }) { status }
      }`,
      { key: orderKey, idem: key(24) },
      jwt,
    );
    expect(dataOf(paid)).toEqual({ payOrder: { status: 'PAID' } });
    const { myOrders } = dataOf<{
      myOrders: Array<{ key: string; downloads: Array<{ diagramId: number; url: string }> }>;
    }>(await call(OPERATIONS.myOrders, { locale: 'fr' }, jwt));
    expect(myOrders.map((order) => order.key)).toEqual([orderKey]);
    expect(myOrders[0].downloads).toEqual([
      expect.objectContaining({ diagramId: legacyId, url: expect.stringMatching(/^http/) }),
    ]);
    const receipts = (await mailsTo(user.email, 2)).length;
    expect(dataOf(await call(OPERATIONS.resendReceipt, { key: orderKey }))).toEqual({ resendReceipt: true });
    expect(await mailsTo(user.email, receipts + 1)).toHaveLength(receipts + 1);
    expect(refusalOf(await call(OPERATIONS.resendReceipt, { key: key(24) }))).toMatchObject({ code: 'NOT_FOUND' });
    const { myData } = dataOf<{ myData: string }>(await call(OPERATIONS.myData, {}, jwt));
    expect(JSON.parse(myData)).toMatchObject({
      user: { email: user.email },
      orders: [expect.objectContaining({ key: orderKey })],
    });
  });

  it('deleteAccount and changePassword take 10 wrong passwords per session, from any addresses: the 11th is 429', async () => {
    const { jwt } = await confirmedAccount();
    const guesses = [
      () => call(OPERATIONS.deleteAccount, { password: 'not-the-password' }, jwt),
      () =>
        call(
          OPERATIONS.changePassword,
          { current: 'not-it', password: 'x-new-pass-6', confirmation: 'x-new-pass-6' },
          jwt,
        ),
    ];
    for (let index = 0; index < 10; index++) {
      expect(refusalOf(await guesses[index % 2]())).toMatchObject({ reason: 'WRONG_CURRENT_PASSWORD' });
    }
    for (const guess of guesses) {
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refusalOf(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // The right password is held back too until the window passes: the account is still there.
    expect(refusalOf(await call(OPERATIONS.deleteAccount, { password: PASSWORD }, jwt))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(dataOf<{ me: { email: string } | null }>(await call(OPERATIONS.me, {}, jwt)).me).not.toBeNull();
  });

  it('deletes the account with its password only; its token then no longer works', async () => {
    const { jwt } = await confirmedAccount();
    expect(refusalOf(await call(OPERATIONS.deleteAccount, { password: 'not-the-password' }, jwt))).toMatchObject({
      reason: 'WRONG_CURRENT_PASSWORD',
      fieldErrors: { password: ['WRONG_CURRENT_PASSWORD'] },
    });
    expect(dataOf(await call(OPERATIONS.deleteAccount, { password: PASSWORD }, jwt))).toEqual({ deleteAccount: true });
    expect(refusalOf(await call(OPERATIONS.me, {}, jwt))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
