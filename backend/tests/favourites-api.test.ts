import { bearer, GATEWAY_SECRET, register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { asGateway } from './support/gateway';
import { testDatabases, type TestDatabase } from './support/databases';
import type { StrapiProcess } from './support/strapi-process';

/** The wishlist endpoints against a real `strapi start` (SQLite, and PostgreSQL with DATABASE_TEST_URL). */
type Favourite = { id: number; diagram: number; anonymous_user_id: string | null };
type Answer<T = Record<string, unknown>> = { status: number; body: T };

for (const { name, open } of testDatabases()) {
  describe(`favourites API (${name})`, () => favouritesSuite(open));
}

function favouritesSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;

  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${strapi.url}/api/website/v1/favourites/${path}`, {
      method,
      headers: {
        ...asGateway(GATEWAY_SECRET),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const add = (body: unknown, headers?: Record<string, string>) => call<Favourite>('POST', '', { body, headers });
  const list = (headers?: Record<string, string>) => call<{ results: Favourite[] }>('GET', '', { headers });
  const remove = (id: number | string, headers?: Record<string, string>) => call('DELETE', `${id}/`, { headers });
  const asAnonymous = (id: string) => ({ 'x-anonymous-user-id': id });

  beforeAll(async () => {
    strapi = await startAccountsBackend({}, openDatabase());
  });

  afterAll(async () => {
    await strapi?.stop();
  });

  it('issues a signed anonymous id (144 random bits and their HMAC) and keeps the wishlist under it', async () => {
    const first = await add({ diagram: 1000 });
    expect(first.status).toBe(201);
    expect(first.body.anonymous_user_id).toMatch(/^[A-Za-z0-9_-]{48}$/);
    const anonymousId = first.body.anonymous_user_id as string;
    expect((await add({ diagram: 1000 })).body.anonymous_user_id).not.toBe(anonymousId);

    const second = await add({ diagram: 1001, anonymous_user_id: anonymousId });
    expect(second).toMatchObject({ status: 201, body: { diagram: 1001, anonymous_user_id: anonymousId } });
    const again = await add({ diagram: 1000, anonymous_user_id: anonymousId });
    expect(again).toEqual({ status: 200, body: first.body });

    expect((await list(asAnonymous(anonymousId))).body.results).toEqual([first.body, second.body]);
    expect(await list()).toEqual({ status: 200, body: { results: [] } });
  });

  it('refuses malformed anonymous ids and unknown diagrams with codes and fields, changing nothing', async () => {
    const { body } = await add({ diagram: 1000 });
    const anonymousId = body.anonymous_user_id as string;
    expect(await add({ diagram: 1001, anonymous_user_id: 'short' })).toEqual({
      status: 400,
      body: { error: 'This anonymous id is not valid.', code: 'invalid_anonymous_id', field: 'anonymous_user_id' },
    });
    expect((await list(asAnonymous('not valid!'))).body).toMatchObject({
      code: 'invalid_anonymous_id',
      field: 'X-Anonymous-User-Id',
    });
    for (const diagram of [999999, 'abc', null]) {
      expect(await add({ diagram, anonymous_user_id: anonymousId })).toMatchObject({
        status: 400,
        body: { code: 'unknown_diagram', field: 'diagram' },
      });
    }
    expect((await list(asAnonymous(anonymousId))).body.results.map((favourite) => favourite.diagram)).toEqual([1000]);
  });

  it('takes no client-chosen anonymous id: a forged one gets a fresh signed id, and nothing of it is read or moved', async () => {
    const { body: issued } = await add({ diagram: 1006 });
    const genuine = issued.anonymous_user_id as string;
    // The same random half under another signature, a well-formed id nobody issued, and a made-up long one.
    const forgeries = [`${genuine.slice(0, 24)}${'A'.repeat(24)}`, 'a'.repeat(22), 'b'.repeat(48)];
    for (const forged of forgeries) {
      const added = await add({ diagram: 1007, anonymous_user_id: forged });
      expect(added.status).toBe(201);
      expect(added.body.anonymous_user_id).toMatch(/^[A-Za-z0-9_-]{48}$/);
      expect(added.body.anonymous_user_id).not.toBe(forged);
      // The fresh id holds the favourite; the forged one reads nothing and removes nothing.
      expect((await list(asAnonymous(added.body.anonymous_user_id as string))).body.results).toEqual([added.body]);
      expect(await list(asAnonymous(forged))).toEqual({ status: 200, body: { results: [] } });
      expect((await remove(added.body.id, asAnonymous(forged))).status).toBe(404);
    }
    // A forged id moves nothing into an account, and the genuine wishlist stays where it was.
    const ada = await register(strapi.url, uniqueEmail('ada'));
    for (const forged of forgeries) {
      const attach = await call('POST', 'attach/', { headers: { ...bearer(ada.jwt), ...asAnonymous(forged) } });
      expect(attach).toEqual({ status: 200, body: { attached: 0 } });
    }
    expect((await list(bearer(ada.jwt))).body.results).toEqual([]);
    expect((await list(asAnonymous(genuine))).body.results).toEqual([issued]);
  });

  it('deletes a favourite only for its owner and answers 404 to anyone else', async () => {
    const { body: mine } = await add({ diagram: 1002 });
    const owner = mine.anonymous_user_id as string;
    const { body: other } = await add({ diagram: 1002 });
    const notFound = { status: 404, body: { error: 'No such favourite.', code: 'unknown_favourite', field: 'id' } };

    expect(await remove(mine.id, asAnonymous(other.anonymous_user_id as string))).toEqual(notFound);
    expect(await remove(mine.id)).toEqual(notFound);
    expect(await remove('abc', asAnonymous(owner))).toEqual(notFound);
    expect(await remove(999999, asAnonymous(owner))).toEqual(notFound);
    expect((await list(asAnonymous(owner))).body.results).toEqual([mine]);

    expect(await remove(mine.id, asAnonymous(owner))).toEqual({ status: 204, body: null });
    expect(await remove(mine.id, asAnonymous(owner))).toEqual(notFound);
    expect((await list(asAnonymous(owner))).body.results).toEqual([]);
    expect((await list(asAnonymous(other.anonymous_user_id as string))).body.results).toEqual([other]);
  });

  it("keeps an account's wishlist under its bearer token, out of other accounts' reach", async () => {
    const ada = await register(strapi.url, uniqueEmail('ada'));
    const bob = await register(strapi.url, uniqueEmail('bob'));
    const added = await add({ diagram: 1003 }, bearer(ada.jwt));
    expect(added.status).toBe(201);
    expect((await list(bearer(ada.jwt))).body.results).toEqual([{ ...added.body, anonymous_user_id: null }]);
    expect((await list(bearer(bob.jwt))).body.results).toEqual([]);
    expect((await remove(added.body.id, bearer(bob.jwt))).status).toBe(404);
    // The anonymous id a signed-in visitor holds proves nothing about the account's favourites.
    expect((await remove(added.body.id, asAnonymous(added.body.anonymous_user_id as string))).status).toBe(404);
    expect((await remove(added.body.id, bearer(ada.jwt))).status).toBe(204);
  });

  it('answers 401 session_expired to a forged or signed-out bearer token', async () => {
    const ada = await register(strapi.url, uniqueEmail('ada'));
    const forged = `${ada.jwt.slice(0, -4)}AAAA`;
    expect(await list(bearer(forged))).toEqual({
      status: 401,
      body: { error: 'The session has expired or is not valid.', code: 'session_expired' },
    });
    expect((await list(bearer(ada.jwt))).status).toBe(200);
    const logout = await fetch(`${strapi.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(ada.jwt), ...asGateway(GATEWAY_SECRET) },
    });
    expect(logout.status).toBe(200);
    expect((await list(bearer(ada.jwt))).body).toMatchObject({ code: 'session_expired' });
    expect((await fetch(`${strapi.url}/api/users/me`, { headers: bearer(ada.jwt) })).status).toBe(401);
  });

  it('attaches the anonymous wishlist to the account at sign-in, dropping duplicates', async () => {
    const ada = await register(strapi.url, uniqueEmail('ada'));
    await add({ diagram: 1004 }, bearer(ada.jwt));
    const { body: first } = await add({ diagram: 1004 });
    const anonymousId = first.anonymous_user_id as string;
    await add({ diagram: 1005, anonymous_user_id: anonymousId });

    expect((await call('POST', 'attach/', { headers: asAnonymous(anonymousId) })).status).toBe(401);
    expect((await call('POST', 'attach/', { headers: bearer(ada.jwt) })).body).toMatchObject({
      code: 'invalid_anonymous_id',
    });
    const attach = await call('POST', 'attach/', { headers: { ...bearer(ada.jwt), ...asAnonymous(anonymousId) } });
    expect(attach).toEqual({ status: 200, body: { attached: 1 } });

    const diagrams = (await list(bearer(ada.jwt))).body.results.map((favourite) => favourite.diagram);
    expect(diagrams).toEqual([1004, 1005]);
    expect((await list(asAnonymous(anonymousId))).body.results).toEqual([]);
  });
}
