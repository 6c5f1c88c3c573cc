import {
  type SessionResult,
  WEB_PROXY_SECRET,
  dataOf,
  refusalOf,
  registerThrough,
  uniqueEmail,
  visitor,
} from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';

// The wishlist through the gateway against the real shop API of the Strapi at CONTENT_API_URL.

// Each test makes a few dozen backend calls (registering, mails, bcrypt): seconds on a busy machine.
jest.setTimeout(30_000);

let gateway: TestGateway;
let legacyIds: number[];

const ADD = /* GraphQL */ `
  mutation Add($diagramLegacyId: Int!, $anonymousUserId: String) {
    addFavourite(diagramLegacyId: $diagramLegacyId, anonymousUserId: $anonymousUserId) {
      anonymousUserId favourite { id diagramLegacyId anonymousUserId }
    }
  }`;
const REMOVE = /* GraphQL */ `
  mutation Remove($id: ID!, $anonymousUserId: String) { removeFavourite(id: $id, anonymousUserId: $anonymousUserId) }`;
const WISHLIST = /* GraphQL */ `
  query Wishlist($anonymousUserId: String, $locale: Locale!) {
    wishlist(anonymousUserId: $anonymousUserId) {
      items { id diagramLegacyId diagram(locale: $locale) { legacyId title url locale price { amount currency } image { url } } }
    }
  }`;

interface Added {
  anonymousUserId: string;
  favourite: { id: string; diagramLegacyId: number; anonymousUserId: string | null };
}
interface WishlistItems {
  wishlist: {
    items: Array<{
      id: string;
      diagramLegacyId: number;
      diagram: { legacyId: number; title: string; locale: string } | null;
    }>;
  };
}

const add = async (diagramLegacyId: number, anonymousUserId?: string, jwt?: string) =>
  dataOf<{ addFavourite: Added }>(await gateway.graphql(ADD, { diagramLegacyId, anonymousUserId }, visitor(jwt)))
    .addFavourite;
const wishlistOf = async (variables: { anonymousUserId?: string; locale?: string }, jwt?: string) =>
  dataOf<WishlistItems>(await gateway.graphql(WISHLIST, { locale: 'en', ...variables }, visitor(jwt))).wishlist.items;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
  const { body } = await gateway.graphql('query { catalogue(locale: en, pageSize: 60) { items { legacyId } } }');
  legacyIds = (body.data as { catalogue: { items: Array<{ legacyId: number }> } }).catalogue.items.map(
    (d) => d.legacyId,
  );
});

afterAll(async () => {
  await gateway.close();
});

describe('an anonymous visitor', () => {
  it('gets an anonymous id from the first favourite, keeps it, and the same diagram twice is one favourite', async () => {
    const first = await add(legacyIds[0]);
    expect(first.anonymousUserId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(first.favourite).toMatchObject({ diagramLegacyId: legacyIds[0], anonymousUserId: first.anonymousUserId });
    const second = await add(legacyIds[1], first.anonymousUserId);
    expect(second.anonymousUserId).toBe(first.anonymousUserId);
    expect((await add(legacyIds[0], first.anonymousUserId)).favourite.id).toBe(first.favourite.id);
    const items = await wishlistOf({ anonymousUserId: first.anonymousUserId, locale: 'fr' });
    expect(items.map((item) => item.diagramLegacyId)).toEqual([legacyIds[0], legacyIds[1]]);
    expect(items[0].diagram).toMatchObject({ legacyId: legacyIds[0], locale: 'fr' });
  });

  it("removes only its own favourites: someone else's is NOT_FOUND (UNKNOWN_FAVOURITE) and stays", async () => {
    const mine = await add(legacyIds[2]);
    const theirs = await add(legacyIds[2]);
    const stranger = await gateway.graphql(
      REMOVE,
      { id: theirs.favourite.id, anonymousUserId: mine.anonymousUserId },
      visitor(),
    );
    expect(refusalOf(stranger)).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_FAVOURITE' });
    expect(await wishlistOf({ anonymousUserId: theirs.anonymousUserId })).toHaveLength(1);
    const owner = await gateway.graphql(
      REMOVE,
      { id: mine.favourite.id, anonymousUserId: mine.anonymousUserId },
      visitor(),
    );
    expect(dataOf(owner)).toEqual({ removeFavourite: true });
    expect(await wishlistOf({ anonymousUserId: mine.anonymousUserId })).toEqual([]);
  });

  it('an unknown diagram and a malformed anonymous id are refused with codes on their fields', async () => {
    const unknown = await gateway.graphql(ADD, { diagramLegacyId: 987654 }, visitor());
    expect(refusalOf(unknown)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'UNKNOWN_DIAGRAM',
      fieldErrors: { diagramLegacyId: ['UNKNOWN_DIAGRAM'] },
    });
    const malformed = await gateway.graphql(
      ADD,
      { diagramLegacyId: legacyIds[0], anonymousUserId: 'short' },
      visitor(),
    );
    expect(refusalOf(malformed)).toMatchObject({
      reason: 'INVALID_ANONYMOUS_ID',
      fieldErrors: { anonymousUserId: ['INVALID_ANONYMOUS_ID'] },
    });
  });
});

describe('a customer', () => {
  it('finds the anonymous favourites in the account after registering, on any device', async () => {
    const { anonymousUserId } = await add(legacyIds[3]);
    await add(legacyIds[4], anonymousUserId);
    const { jwt } = await registerThrough(gateway, uniqueEmail('wish'), { anonymousUserId });
    // Another device: only the bearer.
    expect((await wishlistOf({}, jwt)).map((item) => item.diagramLegacyId)).toEqual([legacyIds[3], legacyIds[4]]);
  });

  it("cannot remove another customer's favourite (NOT_FOUND), only its own", async () => {
    const ada: SessionResult = await registerThrough(gateway, uniqueEmail('ada'));
    const bob: SessionResult = await registerThrough(gateway, uniqueEmail('bob'));
    const adas = await add(legacyIds[5], undefined, ada.jwt);
    const byBob = await gateway.graphql(REMOVE, { id: adas.favourite.id }, visitor(bob.jwt));
    expect(refusalOf(byBob)).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_FAVOURITE' });
    expect(await wishlistOf({}, ada.jwt)).toHaveLength(1);
    expect(dataOf(await gateway.graphql(REMOVE, { id: adas.favourite.id }, visitor(ada.jwt)))).toEqual({
      removeFavourite: true,
    });
    expect(await wishlistOf({}, ada.jwt)).toEqual([]);
  });

  it('a forged token is UNAUTHENTICATED, not an empty wishlist', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
    const reply = await gateway.graphql(WISHLIST, { locale: 'en' }, visitor(forged));
    expect(refusalOf(reply)).toEqual({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' });
  });
});

describe('upstream calls', () => {
  it('a wishlist of 50 favourites with their diagrams costs at most 2 upstream calls (1 shop, 1 content)', async () => {
    const { jwt } = await registerThrough(gateway, uniqueEmail('fifty'));
    for (const legacyId of legacyIds.slice(0, 50)) await add(legacyId, undefined, jwt);
    // A gateway of its own: nothing of these diagrams in its caches yet.
    const cold = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
    try {
      const before = counterTotal(await cold.metrics(), 'gateway_upstream_requests_total');
      const { body } = await cold.graphql(WISHLIST, { locale: 'de' }, visitor(jwt));
      const calls = counterTotal(await cold.metrics(), 'gateway_upstream_requests_total') - before;
      const items = (body.data as unknown as WishlistItems).wishlist.items;
      expect(items).toHaveLength(50);
      expect(items.every((item) => item.diagram?.locale === 'de')).toBe(true);
      expect(calls).toBeLessThanOrEqual(2);
    } finally {
      await cold.close();
    }
  });
});
