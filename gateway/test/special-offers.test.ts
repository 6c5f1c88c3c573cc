import Big from 'big.js';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { dataOf } from './support/results';

// Diagram.specialOffers against the real Strapi at CONTENT_API_URL, which also serves the shop API.

interface Offer {
  id: number;
  diagramId: number;
  qualifyingDiagramIds: number[];
  percentOff: string;
}

interface Item {
  legacyId: number;
  url: string;
  price: { amount: string };
  specialOffers: Offer[];
}

const OFFER_FIELDS = 'id diagramId qualifyingDiagramIds percentOff';

let gateway: TestGateway;

async function offerCalls(): Promise<number> {
  return counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total', {
    name: 'resource',
    value: 'special_offers',
  });
}

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
});

afterAll(() => gateway?.close());

describe('Diagram.specialOffers against the real shop', () => {
  let items: Item[];

  beforeAll(async () => {
    const before = await offerCalls();
    ({
      catalogue: { items },
    } = await dataOf<{ catalogue: { items: Item[] } }>(
      gateway,
      `{ catalogue(locale: en, sort: ORIGINAL, pageSize: 100) {
        items { legacyId url price(currency: USD) { amount } specialOffers { ${OFFER_FIELDS} } }
      } }`,
    ));
    // A whole catalogue page asks for offers: one shop call at most (none when the result came from the cache).
    expect(await offerCalls()).toBeLessThanOrEqual(before + 1);
  });

  it('shows the seeded offers on their diagrams: 20 % on the first paid diagram, 25 % on the third', () => {
    const paid = items.filter((item) => new Big(item.price.amount).gt(0)).sort((a, b) => a.legacyId - b.legacyId);
    const withOffers = items.filter((item) => item.specialOffers.length > 0);
    expect(withOffers.map((item) => item.legacyId).sort((a, b) => a - b)).toEqual([paid[0].legacyId, paid[2].legacyId]);
    expect(paid[0].specialOffers).toEqual([
      { id: 1, diagramId: paid[0].legacyId, qualifyingDiagramIds: [paid[1].legacyId], percentOff: '20.00' },
    ]);
    expect(paid[2].specialOffers).toEqual([
      {
        id: 2,
        diagramId: paid[2].legacyId,
        qualifyingDiagramIds: [paid[3].legacyId, paid[4].legacyId],
        percentOff: '25.00',
      },
    ]);
  });

  it('gives the same offer on the diagram page in another locale, and pricing applies it at its percentage', async () => {
    const offered = items.find((item) => item.specialOffers.length > 0)!;
    const { diagram } = await dataOf<{ diagram: { localizations: Array<{ locale: string; url: string }> } }>(
      gateway,
      `query D($url: String!) { diagram(locale: en, url: $url) { localizations { locale url } } }`,
      { url: offered.url },
    );
    const german = diagram.localizations.find((link) => link.locale === 'de')!;
    const { diagram: page } = await dataOf<{ diagram: { legacyId: number; specialOffers: Offer[] } }>(
      gateway,
      `query D($url: String!) { diagram(locale: de, url: $url) { legacyId specialOffers { ${OFFER_FIELDS} } } }`,
      { url: german.url },
    );
    expect(page.specialOffers).toEqual(offered.specialOffers);

    const [offer] = page.specialOffers;
    const { priceCart } = await dataOf<{
      priceCart: {
        lines: Array<{
          diagramId: number;
          specialOfferId: number | null;
          price: { amount: string };
          discount: { amount: string };
        }>;
      };
    }>(
      gateway,
      `query P($items: [CartItemInput!]!) { priceCart(locale: en, items: $items) {
        lines { diagramId specialOfferId price { amount } discount { amount } }
      } }`,
      {
        items: [{ diagramId: offer.diagramId, specialOfferId: offer.id }, { diagramId: offer.qualifyingDiagramIds[0] }],
      },
    );
    const line = priceCart.lines.find((candidate) => candidate.diagramId === offer.diagramId)!;
    expect(line.specialOfferId).toBe(offer.id);
    const expected = new Big(line.price.amount).times(offer.percentOff).div(100).round(2, Big.roundHalfUp).toFixed(2);
    expect(line.discount.amount).toBe(expected);
  });
});
