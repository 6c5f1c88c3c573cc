import { randomBytes } from 'node:crypto';
import type { FakeUpstreams } from '../graphql/__fixtures__/fake-shop';
import { type GatewayOnFakes, startGatewayOnFakes } from './gateway-on-fakes';

// The wishlist and the bearer on shop calls, the whole gateway against a fake shop speaking CONTRACT-9.

let gateway: GatewayOnFakes;
let upstreams: FakeUpstreams;

const WEB_PROXY_SECRET = 'a-web-proxy-secret-of-this-test-only';
const GATEWAY_SECRET = 'a-gateway-secret-of-this-test-only';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.c2lnbmF0dXJl';

beforeAll(async () => {
  gateway = await startGatewayOnFakes({ WEB_PROXY_SECRET, GATEWAY_SECRET });
  upstreams = gateway.upstreams;
});

afterAll(() => gateway.close());

beforeEach(() => {
  upstreams.shopCalls.length = 0;
  upstreams.shopHeaders.length = 0;
  upstreams.contentCalls.length = 0;
});

const asVisitor = (address: string, jwt?: string) => ({
  'x-web-proxy-secret': WEB_PROXY_SECRET,
  'x-forwarded-for': address,
  ...(jwt && { authorization: `Bearer ${jwt}` }),
});

const ADD = `mutation Add($id: Int!, $anonymousUserId: String) {
  addFavourite(diagramLegacyId: $id, anonymousUserId: $anonymousUserId) { anonymousUserId favourite { id diagramLegacyId } }
}`;
const WISHLIST = `query Wishlist($anonymousUserId: String) {
  wishlist(anonymousUserId: $anonymousUserId) { items { id diagramLegacyId diagram(locale: fr) { legacyId title price { amount currency } } } }
}`;

describe('wishlist', () => {
  it('50 favourites with their diagrams: one shop call and one content call', async () => {
    for (let id = 101; id <= 150; id++) {
      const { body } = await gateway.graphql(ADD, { id }, asVisitor('198.51.100.7', JWT));
      expect(body.errors).toBeUndefined();
    }
    upstreams.shopCalls.length = 0;
    const { body } = await gateway.graphql(WISHLIST, {}, asVisitor('198.51.100.7', JWT));
    expect(body.data?.wishlist.items).toHaveLength(50);
    expect(body.data?.wishlist.items[49].diagram).toMatchObject({ legacyId: 150, title: 'fr diagram 150' });
    expect(upstreams.shopCalls).toEqual([{ method: 'GET', path: '/api/website/v1/favourites/', body: undefined }]);
    expect(upstreams.contentCalls).toHaveLength(1);
    // 51 requests one after another: jest's 5 s default is short on a loaded machine (CI saw it time out).
  }, 30_000);

  it('costs no upstream call without a bearer or an anonymous id', async () => {
    const { body } = await gateway.graphql(WISHLIST, {}, asVisitor('198.51.100.8'));
    expect(body).toEqual({ data: { wishlist: { items: [] } } });
    expect(upstreams.shopCalls).toHaveLength(0);
  });

  it('refuses a malformed anonymous id before the shop is called', async () => {
    const { body } = await gateway.graphql(WISHLIST, { anonymousUserId: 'x/../y' }, asVisitor('198.51.100.9'));
    expect(body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_ANONYMOUS_ID',
      field: 'anonymousUserId',
      fieldErrors: { anonymousUserId: ['INVALID_ANONYMOUS_ID'] },
    });
    expect(upstreams.shopCalls).toHaveLength(0);
  });
});

describe('headers on shop calls', () => {
  it("carry the gateway secret, the visitor's address and bearer, and the locale when ordering", async () => {
    const { body } = await gateway.graphql(
      `mutation Create($key: String!) {
        createOrder(locale: pt, idempotencyKey: $key, items: [{ diagramId: 3 }], customer: { email: "ada@example.com", name: "Ada", country: "PT" }) { key }
      }`,
      { key: randomBytes(24).toString('base64url') },
      asVisitor('203.0.113.5', JWT),
    );
    expect(body.errors).toBeUndefined();
    expect(upstreams.shopHeaders[0]).toMatchObject({
      authorization: `Bearer ${JWT}`,
      'x-gateway-secret': GATEWAY_SECRET,
      'x-shop-client-address': '203.0.113.5',
      'x-shop-locale': 'pt',
    });
  });

  it('never send a bearer the request did not bring, nor anything but a JWT', async () => {
    await gateway.graphql(ADD, { id: 5 }, asVisitor('203.0.113.6'));
    await gateway.graphql(ADD, { id: 5 }, { ...asVisitor('203.0.113.6'), authorization: 'Basic YWRhOnNlY3JldA==' });
    expect(upstreams.shopHeaders).toHaveLength(1);
    expect(upstreams.shopHeaders[0].authorization).toBeUndefined();
  });
});
