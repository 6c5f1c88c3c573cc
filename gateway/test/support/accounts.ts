import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { TestGateway } from './gateway';
import { solvedHumanProof } from './human-proof';
import { visitor } from './visitor';

export { WEB_PROXY_SECRET, visitor } from './visitor';

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

export const PASSWORD = 'correct-horse-9';

const USER = 'id username email confirmed locale createdAt';

export const OPERATIONS = {
  register: /* GraphQL */ `
    mutation Register($email: String!, $password: String!, $username: String, $locale: Locale!, $anonymousUserId: String, $humanProof: String) {
      register(email: $email, password: $password, username: $username, locale: $locale, anonymousUserId: $anonymousUserId, humanProof: $humanProof) { jwt user { ${USER} } }
    }`,
  signIn: /* GraphQL */ `
    mutation SignIn($identifier: String!, $password: String!, $locale: Locale!, $anonymousUserId: String) {
      signIn(identifier: $identifier, password: $password, locale: $locale, anonymousUserId: $anonymousUserId) { jwt user { ${USER} } }
    }`,
  me: /* GraphQL */ `query Me { me { ${USER} } }`,
  forgotPassword: /* GraphQL */ `
    mutation Forgot($email: String!, $locale: Locale!, $humanProof: String) {
      forgotPassword(email: $email, locale: $locale, humanProof: $humanProof)
    }`,
  resetPassword: /* GraphQL */ `
    mutation Reset($code: String!, $password: String!, $confirmation: String!) {
      resetPassword(code: $code, password: $password, passwordConfirmation: $confirmation) { jwt user { ${USER} } }
    }`,
  changePassword: /* GraphQL */ `
    mutation Change($current: String!, $password: String!, $confirmation: String!) {
      changePassword(currentPassword: $current, password: $password, passwordConfirmation: $confirmation) { jwt user { ${USER} } }
    }`,
  sendEmailConfirmation: /* GraphQL */ `
    mutation Send($email: String!, $locale: Locale!) { sendEmailConfirmation(email: $email, locale: $locale) }`,
  confirmEmail: /* GraphQL */ `mutation Confirm($confirmation: String!) { confirmEmail(confirmation: $confirmation) }`,
  signOut: /* GraphQL */ 'mutation SignOut { signOut }',
  socialSignIn: /* GraphQL */ `
    mutation Social($provider: String!, $query: String!, $session: String!) {
      socialSignIn(provider: $provider, callbackQuery: $query, upstreamSession: $session) { jwt }
    }`,
  authProviders: /* GraphQL */ 'query Providers { authProviders { name label } }',
  deleteAccount: /* GraphQL */ 'mutation Delete($password: String!) { deleteAccount(password: $password) }',
  myData: /* GraphQL */ 'query MyData { myData }',
  myOrders: /* GraphQL */ `
    query MyOrders($locale: Locale!) {
      myOrders(locale: $locale) { key status total { amount currency } downloads { diagramId title fileName url } }
    }`,
  resendReceipt: /* GraphQL */ 'mutation Resend($key: String!) { resendReceipt(orderKey: $key) }',
};

export interface SessionResult {
  jwt: string;
  user: { id: string; username: string; email: string; confirmed: boolean; locale: string; createdAt: string };
}

/** Registers a new account through the gateway, as the web's server action does (the widget solved first). */
export async function registerThrough(
  gateway: TestGateway,
  email: string,
  { locale = 'en', anonymousUserId }: { locale?: string; anonymousUserId?: string } = {},
): Promise<SessionResult> {
  const { body } = await gateway.graphql(
    OPERATIONS.register,
    { email, password: PASSWORD, locale, anonymousUserId, humanProof: await solvedHumanProof(gateway, 'REGISTER') },
    visitor(),
  );
  expect(body.errors).toBeUndefined();
  return (body.data as { register: SessionResult }).register;
}

/** Where the backend of the test stack writes its mails (no SMTP_HOST): MAIL_OUTBOX, else backend/.tmp/outbox. */
const OUTBOX = process.env.MAIL_OUTBOX ?? path.resolve(__dirname, '../../../backend/.tmp/outbox');

/** The mails sent to `address` so far, oldest first (waits a little for the first one). */
export async function mailsTo(address: string, atLeast = 1): Promise<ParsedMail[]> {
  for (let attempt = 0; ; attempt++) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((file) => file.endsWith('.eml')) : [];
    const mine = files.sort().filter((file) => fs.readFileSync(path.join(OUTBOX, file), 'utf8').includes(address));
    if (mine.length >= atLeast || attempt === 50) {
      return Promise.all(mine.map((file) => simpleParser(fs.readFileSync(path.join(OUTBOX, file)))));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The value of `parameter` in the one link of a mail that carries it. */
export function linkParameter(mail: ParsedMail, parameter: string): string {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const values = links.flatMap((link) => new URL(link).searchParams.get(parameter) ?? []);
  if (values.length !== 1) throw new Error(`expected one link with ${parameter} in:\n${mail.text}`);
  return values[0];
}

/** A JWT as Strapi signs them (HS256 with the local JWT_SECRET default), already expired. */
export function expiredToken(userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: Number(userId), iat: now - 7200, exp: now - 3600 })}`;
  const secret = process.env.JWT_SECRET ?? 'DEV-ONLY-users-permissions-jwt-secret';
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

type Reply = Awaited<ReturnType<TestGateway['graphql']>>;

/** The data of an answer that must have no error. */
export const dataOf = <T>(reply: Reply): T => {
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data as T;
};

/** The extensions of an answer's one error. */
export const refusalOf = (reply: Reply) => {
  expect(reply.body.errors).toHaveLength(1);
  return reply.body.errors![0].extensions;
};
