import { GATEWAY_SECRET, register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { sqliteDatabase } from './support/databases';
import type { StrapiProcess } from './support/strapi-process';

/**
 * Issue 29 on a real `strapi start`: usernames that are another person's email (squatting), sign-in by email that
 * reaches only that email's account, and sign-in answers that take as long for an unknown account as for a known one.
 */
const database = sqliteDatabase();
let strapi: StrapiProcess;

beforeAll(async () => {
  strapi = await startAccountsBackend({}, database);
});

afterAll(async () => {
  await strapi?.stop();
});

const SQUATTER_PASSWORD = 'squatter-password-1';
const OWNER_PASSWORD = 'owner-password-1';

type Answer = {
  status: number;
  body: { user?: { email: string; username: string }; error?: { code?: string; field?: string } };
};

async function post(route: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${strapi.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-secret': GATEWAY_SECRET },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const signIn = (identifier: string, password: string) => post('/auth/local', { identifier, password });

/** Sets up, in the database itself, what the API no longer lets anyone write. */
const setUsername = (email: string, username: string) =>
  database.query('UPDATE up_users SET username = ? WHERE email = ? RETURNING id', [username, email]);
const confirm = (email: string) =>
  database.query('UPDATE up_users SET confirmed = 1 WHERE email = ? RETURNING id', [email]);

async function confirmedAccount(name: string, password: string): Promise<string> {
  const email = uniqueEmail(name);
  await register(strapi.url, email, { password });
  await confirm(email);
  return email;
}

describe('usernames that are another person’s email', () => {
  it('cannot be registered: username_is_email on the username field, whether or not the address has an account', async () => {
    const owner = await confirmedAccount('owner', OWNER_PASSWORD);
    for (const username of [owner, uniqueEmail('nobody-yet')]) {
      const squatter = uniqueEmail('squatter');
      const answer = await post('/auth/local/register', { email: squatter, username, password: SQUATTER_PASSWORD });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'username_is_email', field: 'username' });
    }
  });

  it('already held (written in the database): the owner registers, signs in to their own account; the holder keeps theirs', async () => {
    const squatter = await confirmedAccount('squatter', SQUATTER_PASSWORD);
    const owner = uniqueEmail('owner');
    await setUsername(squatter, owner);
    const registered = await register(strapi.url, owner, { password: OWNER_PASSWORD });
    expect(registered.user).toMatchObject({ email: owner, username: owner });
    await confirm(owner);
    const signedIn = await signIn(owner, OWNER_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: owner });
    const holder = await signIn(squatter, SQUATTER_PASSWORD);
    expect(holder.body.user).toMatchObject({ email: squatter, username: squatter });
  });

  it('sign-in by an email reaches only the account with that email, even when an older account is named after it', async () => {
    const squatter = await confirmedAccount('squatter', SQUATTER_PASSWORD);
    const owner = await confirmedAccount('owner', OWNER_PASSWORD);
    await setUsername(squatter, owner);
    const byOwner = await signIn(owner, OWNER_PASSWORD);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.user).toMatchObject({ email: owner });
    const bySquatter = await signIn(owner.toUpperCase(), SQUATTER_PASSWORD);
    expect(bySquatter.status).toBe(400);
    expect(bySquatter.body.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('sign-in by a username without @ still works', async () => {
    const email = await confirmedAccount('named', OWNER_PASSWORD);
    const username = `named-${Date.now()}`;
    await setUsername(email, username);
    expect((await signIn(username, OWNER_PASSWORD)).body.user).toMatchObject({ email });
  });
});

describe('sign-in timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  async function timed(identifier: string): Promise<number> {
    const started = performance.now();
    const answer = await signIn(identifier, 'wrong-password-9');
    expect(answer.body.error).toMatchObject({ code: 'invalid_credentials' });
    return performance.now() - started;
  }

  it('a wrong password for a real account and any password for an unknown one take alike (medians within 2×)', async () => {
    const known = await confirmedAccount('timed', OWNER_PASSWORD);
    const times = { known: [] as number[], unknown: [] as number[] };
    await timed(uniqueEmail('warm-up'));
    // Interleaved, so that the machine's load falls on both alike.
    for (let round = 0; round < 11; round++) {
      times.known.push(await timed(known));
      times.unknown.push(await timed(uniqueEmail('nobody')));
    }
    const ratio = median(times.known) / median(times.unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
