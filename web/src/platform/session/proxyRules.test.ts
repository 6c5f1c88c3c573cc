import { MeDocument, SignInDocument, SignOutDocument } from '@/gql/graphql';
import { persistedBody } from '@shop/sdk/transport';
import { refusesSession, requestsSessionMutation } from './proxyRules';

const post = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));
const none = new URLSearchParams();

describe('requestsSessionMutation (the /graphql/ proxy refuses these with 403)', () => {
  it.each([
    'mutation { signIn(identifier: "a@b.c", password: "x", locale: en) { jwt } }',
    'mutation M { register(email: "a@b.c", password: "12345678", locale: en) { jwt } }',
    'mutation { resetPassword(code: "c", password: "p", passwordConfirmation: "p") { jwt } }',
    'mutation { changePassword(currentPassword: "a", password: "b", passwordConfirmation: "b") { jwt } }',
    'mutation { socialSignIn(provider: "github", callbackQuery: "", upstreamSession: "") { jwt } }',
    'mutation { signOut }',
  ])('refuses %s', (query) => {
    expect(requestsSessionMutation(post({ query }), none)).toBe(true);
  });

  it('sees through aliases, fragments on Mutation, batches and other operations of the document', () => {
    expect(
      requestsSessionMutation(
        post({ query: 'mutation { login: signIn(identifier: "a", password: "b", locale: en) { jwt } }' }),
        none,
      ),
    ).toBe(true);
    expect(
      requestsSessionMutation(
        post({ query: 'mutation { ...F } fragment F on Mutation { ... on Mutation { signOut } }' }),
        none,
      ),
    ).toBe(true);
    expect(requestsSessionMutation(post([{ query: '{ me { id } }' }, { query: 'mutation { signOut }' }]), none)).toBe(
      true,
    );
    expect(
      requestsSessionMutation(
        post({ query: 'query A { me { id } } mutation B { signOut }', operationName: 'A' }),
        none,
      ),
    ).toBe(true);
  });

  it("refuses the web's own session mutations named by hash (trusted documents), by POST or GET", () => {
    expect(requestsSessionMutation(post(persistedBody(SignInDocument, {})), none)).toBe(true);
    const { extensions } = persistedBody(SignOutDocument, {});
    expect(requestsSessionMutation(undefined, new URLSearchParams({ extensions: JSON.stringify(extensions) }))).toBe(
      true,
    );
    expect(requestsSessionMutation(post(persistedBody(MeDocument, {})), none)).toBe(false);
  });

  it('refuses one asked for in a GET query string', () => {
    expect(requestsSessionMutation(undefined, new URLSearchParams({ query: 'mutation { signOut }' }))).toBe(true);
  });

  it('lets through what the browser may run: queries and the other mutations', () => {
    expect(requestsSessionMutation(post({ query: '{ me { id username } }' }), none)).toBe(false);
    expect(requestsSessionMutation(post({ query: 'query { signIn: me { id } }' }), none)).toBe(false);
    expect(
      requestsSessionMutation(post({ query: 'mutation { forgotPassword(email: "a@b.c", locale: fr) }' }), none),
    ).toBe(false);
    expect(
      requestsSessionMutation(
        post({ query: 'mutation { addFavourite(diagramLegacyId: 1) { anonymousUserId } }' }),
        none,
      ),
    ).toBe(false);
    expect(requestsSessionMutation(new TextEncoder().encode('not json'), none)).toBe(false);
  });
});

describe('refusesSession (a refused bearer clears the cookie)', () => {
  it('is true for an UNAUTHENTICATED error, single or batched', () => {
    const refused = { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' } }] };
    expect(refusesSession(JSON.stringify(refused))).toBe(true);
    expect(refusesSession(JSON.stringify([{ data: {} }, refused]))).toBe(true);
  });

  it('is false for other errors and for non-JSON answers', () => {
    expect(refusesSession(JSON.stringify({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] }))).toBe(false);
    expect(refusesSession(JSON.stringify({ data: { me: null } }))).toBe(false);
    expect(refusesSession('<html>')).toBe(false);
  });
});
