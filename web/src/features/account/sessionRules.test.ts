import { changePasswordAction, registerAction, signInAction } from '@/features/account/actions';
import { sentOperation } from '@/platform/gateway/sentOperationForTest';
import { currentUserAction, signOutAction } from '../../platform/session/actions';

/** A cookie jar and request headers standing in for next/headers: what the server actions read and write. */
const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
const requestHeaders = new Headers({ 'x-forwarded-for': '10.1.2.3', 'accept-language': 'fr' });

jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)?.value } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      if (options?.maxAge === 0) jar.delete(name);
      else jar.set(name, { value, options });
    },
  }),
  headers: async () => requestHeaders,
}));

type Call = { query: string; variables: Record<string, unknown>; authorization: string | null; cookieAtCall?: string };
const calls: Call[] = [];
let answer: (query: string) => unknown;

beforeEach(() => {
  jar.clear();
  calls.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    const headers = new Headers(init?.headers);
    calls.push({
      query: sentOperation(body) ?? '',
      variables: body.variables,
      authorization: headers.get('authorization'),
      cookieAtCall: jar.get('shop_session')?.value,
    });
    return Response.json(answer(sentOperation(body) ?? ''));
  }) as typeof fetch;
});

const USER = { id: '1', username: 'ana@example.com', email: 'ana@example.com', confirmed: true, locale: 'fr' };
const refused = (code: string, reason?: string, fieldErrors?: Record<string, string[]>) => ({
  errors: [{ message: 'English text the web never shows', extensions: { code, reason, fieldErrors } }],
});
const ANONYMOUS = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('spec §4 session rules (server actions)', () => {
  it('clears the token before signing in, then sets the new one (HttpOnly) and answers the user, never the JWT', async () => {
    jar.set('shop_session', { value: 'old.session.token' });
    answer = () => ({ data: { signIn: { jwt: 'new.session.token', user: USER } } });
    const result = await signInAction({ identifier: 'ana@example.com', password: 'secret' }, 'fr', ANONYMOUS);
    expect(calls[0].cookieAtCall).toBeUndefined();
    expect(calls[0].authorization).toBeNull();
    expect(calls[0].variables).toMatchObject({
      identifier: 'ana@example.com',
      locale: 'fr',
      anonymousUserId: ANONYMOUS,
    });
    expect(jar.get('shop_session')).toMatchObject({
      value: 'new.session.token',
      options: { httpOnly: true, sameSite: 'lax', path: '/' },
    });
    expect(jar.get('shop_signed_in')).toMatchObject({ value: '1', options: { httpOnly: false, path: '/' } });
    expect(result).toEqual({ ok: true, user: USER });
    expect(JSON.stringify(result)).not.toContain('new.session.token');
  });

  it('leaves no session after a refused sign-in, with a message id for the visitor', async () => {
    jar.set('shop_session', { value: 'old.session.token' });
    answer = () => refused('BAD_USER_INPUT', 'INVALID_CREDENTIALS');
    const result = await signInAction({ identifier: 'ana@example.com', password: 'wrong' }, 'fr', undefined);
    expect(jar.has('shop_session')).toBe(false);
    expect(result).toEqual({
      ok: false,
      problem: { message: 'account.error.invalidCredentials', fields: {}, reason: 'INVALID_CREDENTIALS' },
    });
  });

  it('refuses bad input before calling the gateway, and drops a malformed anonymous id', async () => {
    const invalid = await registerAction({ email: 'not-an-email', password: 'short' }, 'de', ANONYMOUS);
    expect(invalid).toEqual({
      ok: false,
      problem: {
        message: null,
        fields: { email: 'account.error.invalidEmail', password: 'account.error.weakPassword' },
      },
    });
    expect(calls).toHaveLength(0);
    answer = () => refused('BAD_USER_INPUT', 'EMAIL_TAKEN', { email: ['EMAIL_TAKEN'] });
    const taken = await registerAction({ email: 'ana@example.com', password: 'long-enough' }, 'de', 'bad id');
    expect(calls[0].variables.anonymousUserId).toBeUndefined();
    expect(taken).toMatchObject({ ok: false, problem: { fields: { email: 'account.error.emailTaken' } } });
  });

  it('fetches the user with the bearer; a refused token is cleared', async () => {
    jar.set('shop_session', { value: 'a.b.c' });
    answer = () => ({ data: { me: USER } });
    expect(await currentUserAction()).toEqual(USER);
    expect(calls[0].authorization).toBe('Bearer a.b.c');
    answer = () => refused('UNAUTHENTICATED', 'SESSION_EXPIRED');
    expect(await currentUserAction()).toBeNull();
    expect(jar.has('shop_session')).toBe(false);
  });

  it('keeps the token when the gateway is down (an outage signs nobody out), and asks nothing without one', async () => {
    jar.set('shop_session', { value: 'a.b.c' });
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await currentUserAction()).toBeNull();
    expect(jar.get('shop_session')?.value).toBe('a.b.c');
    jar.clear();
    expect(await currentUserAction()).toBeNull();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('signs out upstream with the bearer, then clears the token and its marker', async () => {
    jar.set('shop_session', { value: 'a.b.c' });
    jar.set('shop_signed_in', { value: '1' });
    answer = () => ({ data: { signOut: true } });
    await signOutAction();
    expect(calls[0].query).toContain('signOut');
    expect(calls[0].authorization).toBe('Bearer a.b.c');
    expect(jar.has('shop_session')).toBe(false);
    expect(jar.has('shop_signed_in')).toBe(false);
  });

  it('changes the password with the bearer and continues under the new token; a revoked session ends', async () => {
    jar.set('shop_session', { value: 'a.b.c' });
    answer = () => ({ data: { changePassword: { jwt: 'd.e.f', user: USER } } });
    const values = { currentPassword: 'old-one', password: 'new-password', passwordConfirmation: 'new-password' };
    expect(await changePasswordAction(values)).toEqual({ ok: true, user: USER });
    expect(calls[0].authorization).toBe('Bearer a.b.c');
    expect(jar.get('shop_session')?.value).toBe('d.e.f');
    answer = () => refused('UNAUTHENTICATED', 'SESSION_EXPIRED');
    expect(await changePasswordAction(values)).toMatchObject({ ok: false });
    expect(jar.has('shop_session')).toBe(false);
  });
});
