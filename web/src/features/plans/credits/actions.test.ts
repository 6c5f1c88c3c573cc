import { sentOperation } from '@/platform/gateway/sentOperationForTest';
import { cancelSubscriptionAction } from './actions';

/** The session cookie as next/headers would hold it for the server action. */
let cookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'shop_session' && cookie ? { name, value: cookie } : undefined),
    set: (_name: string, value: string, options?: { maxAge?: number }) => {
      cookie = options?.maxAge === 0 ? undefined : value;
    },
  }),
  headers: async () => new Headers({ 'accept-language': 'fr' }),
}));

type Sent = { query: string; variables: Record<string, unknown>; authorization: string | null };
let sent: Sent[];

/** The gateway answering `answer` to every call, each call kept in `sent`. */
function gatewayAnswers(answer: unknown) {
  sent = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push({
      ...body,
      query: sentOperation(body) ?? '',
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return Response.json(answer);
  }) as typeof fetch;
}

const refused = (code: string, reason?: string) => ({
  errors: [{ message: 'English text the web never shows', extensions: { code, reason } }],
});

describe('cancelSubscriptionAction (the account page\'s "Cancel my plan")', () => {
  it("cancels the given subscription with the session's bearer", async () => {
    cookie = 'a.b.c';
    gatewayAnswers({ data: { cancelSubscription: { id: 'sub1', status: 'CANCELLED' } } });
    expect(await cancelSubscriptionAction('sub1')).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toContain('cancelSubscription');
    expect(sent[0].variables).toEqual({ id: 'sub1' });
    expect(sent[0].authorization).toBe('Bearer a.b.c');
  });

  it('asks nothing without a session, and says to sign in again', async () => {
    cookie = undefined;
    gatewayAnswers({ data: null });
    expect(await cancelSubscriptionAction('sub1')).toEqual({
      ok: false,
      problem: { message: 'account.error.sessionExpired', fields: {} },
    });
    expect(sent).toHaveLength(0);
  });

  it('ends a session the gateway refuses, and says a forged id is no longer there, never in English', async () => {
    cookie = 'a.b.c';
    gatewayAnswers(refused('UNAUTHENTICATED', 'SESSION_EXPIRED'));
    expect(await cancelSubscriptionAction('sub1')).toMatchObject({
      ok: false,
      problem: { message: 'account.error.sessionExpired' },
    });
    expect(cookie).toBeUndefined();
    cookie = 'a.b.c';
    gatewayAnswers(refused('NOT_FOUND'));
    expect(await cancelSubscriptionAction('../forged')).toMatchObject({
      ok: false,
      problem: { message: 'credits.error.notFound' },
    });
    expect(cookie).toBe('a.b.c');
  });
});
