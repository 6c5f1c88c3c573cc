import { CatalogueDocument, DiagramDocument, GatewayError, createGatewayClient } from '@shop/sdk';
import { catalogueFeed } from '../../packages/sdk/examples/catalogueFeed';
import { type TestGateway, startGateway } from './support/gateway';

// The SDK's example internal client (a product feed) against a real gateway over the seeded Strapi, which runs
// only the web's own operations unless a caller shows an internal client's token, as in production.
const TOKEN = 'feed-client-token-of-this-test-only';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string, {
    TRUSTED_DOCUMENTS_ONLY: 'true',
    GATEWAY_CLIENT_TOKENS: `another-client-token,${TOKEN}`,
  });
});

afterAll(() => gateway?.close());

const client = () => createGatewayClient({ url: `${gateway.url}/graphql`, clientToken: TOKEN });

describe('an internal client built on @shop/sdk', () => {
  it('reads the whole French catalogue as a feed, each diagram once, with decimal USD prices', async () => {
    const rows = await catalogueFeed(client(), 'fr', 25);
    const first = { locale: 'fr', sort: 'ORIGINAL', page: 1, pageSize: 1 } as const;
    const { total } = (await client().request(CatalogueDocument, first)).catalogue;
    expect(total).toBeGreaterThan(25); // more than one request's worth: the feed pages
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    expect(rows.every((row) => /^\d+\.\d{2}$/.test(row.usd) && row.title.length > 0)).toBe(true);
  }, 30_000);

  it('gets one diagram with its categories and its addresses in the other languages, typed', async () => {
    const firstPage = { locale: 'de', sort: 'ORIGINAL', page: 1, pageSize: 1 } as const;
    const [first] = (await client().request(CatalogueDocument, firstPage)).catalogue.items;
    const { diagram } = await client().request(DiagramDocument, { locale: 'de', url: first.url });
    expect(diagram?.legacyId).toBe(first.legacyId);
    expect(diagram?.categories.length).toBeGreaterThan(0);
    expect(diagram?.localizations.map((link) => link.locale).sort()).toEqual(['en', 'es', 'fr', 'pt']);
  });

  it('is refused without its token, as any ad-hoc query is', async () => {
    const anonymous = createGatewayClient({ url: `${gateway.url}/graphql` });
    const error = await catalogueFeed(anonymous, 'fr').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'TRUSTED_DOCUMENT_REQUIRED', status: 403, retryable: false });
  });

  it('finds no diagram at an unknown address: null, not an error', async () => {
    await expect(client().request(DiagramDocument, { locale: 'de', url: 'no-such-diagram' })).resolves.toEqual({
      diagram: null,
    });
  });

  it("turns the gateway's refusals into errors carrying its code", async () => {
    const refused = (promise: Promise<unknown>) => promise.catch((caught: unknown) => caught);
    const outOfRange = await refused(
      client().request(CatalogueDocument, { locale: 'fr', sort: 'ORIGINAL', page: 1, pageSize: 500 }),
    );
    expect(outOfRange).toBeInstanceOf(GatewayError);
    expect(outOfRange).toMatchObject({ code: 'BAD_USER_INPUT', retryable: false });
    const unknownLocale = await refused(catalogueFeed(client(), 'xx' as 'fr'));
    expect(unknownLocale).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect((unknownLocale as GatewayError).message).toContain('does not exist in "Locale" enum');
  });
});
