import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toActiveOffers } from '../src/domains/shop/special-offers';
import { asGateway } from './support/gateway';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

type Offer = { id: number; diagram_id: number; diagrams_qualified: number[]; percent_off: string };

describe('toActiveOffers', () => {
  it('keeps offers with a diagram, a positive percentage and another qualifying diagram, by legacy id', () => {
    const offers = toActiveOffers([
      {
        legacy_id: 3,
        percent_off: 12.5,
        diagram: { legacy_id: 7 },
        diagrams_qualified: [{ legacy_id: 8 }, { legacy_id: 8 }, { legacy_id: 7 }],
      },
      { legacy_id: 1, percent_off: '20', diagram: { legacy_id: 1000 }, diagrams_qualified: [{ legacy_id: 1001 }] },
      { legacy_id: 4, percent_off: 10, diagram: null, diagrams_qualified: [{ legacy_id: 1 }] },
      { legacy_id: 5, percent_off: 0, diagram: { legacy_id: 2 }, diagrams_qualified: [{ legacy_id: 1 }] },
      { legacy_id: 6, percent_off: 10, diagram: { legacy_id: 2 }, diagrams_qualified: [{ legacy_id: 2 }] },
      { legacy_id: 7, percent_off: 10, diagram: { legacy_id: 2 }, diagrams_qualified: null },
    ]);
    expect(offers).toEqual([
      { id: 1, diagram_id: 1000, diagrams_qualified: [1001], percent_off: '20.00' },
      { id: 3, diagram_id: 7, diagrams_qualified: [8], percent_off: '12.50' },
    ]);
  });

  it('shows percentages with two decimals (@shop/money formatPercent)', () => {
    const percents = toActiveOffers([
      { legacy_id: 1, percent_off: '25', diagram: { legacy_id: 1 }, diagrams_qualified: [{ legacy_id: 2 }] },
      { legacy_id: 2, percent_off: 33.333, diagram: { legacy_id: 1 }, diagrams_qualified: [{ legacy_id: 2 }] },
    ]).map((offer) => offer.percent_off);
    expect(percents).toEqual(['25.00', '33.33']);
  });
});

/** GET /api/website/v1/special_offers/ against a real `strapi start` on a seeded SQLite database. */
describe('special offers API (SQLite, seeded)', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-offers-'));
  let strapi: StrapiProcess;

  beforeAll(async () => {
    strapi = await startStrapi({
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(directory, 'data.db'),
      SEED_DIAGRAMS: '20',
    });
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('lists the seeded offers to the gateway with legacy ids', async () => {
    const response = await fetch(`${strapi.url}/api/website/v1/special_offers/`, { headers: asGateway() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const offers = (await response.json()) as Offer[];
    expect(offers).toEqual([
      { id: 1, diagram_id: 1000, diagrams_qualified: [1001], percent_off: '20.00' },
      { id: 2, diagram_id: 1002, diagrams_qualified: [1003, 1004], percent_off: '25.00' },
    ]);
  });

  it('lists offers that pricing applies', async () => {
    const offers = (await (
      await fetch(`${strapi.url}/api/website/v1/special_offers/`, { headers: asGateway() })
    ).json()) as Offer[];
    for (const offer of offers) {
      const response = await fetch(`${strapi.url}/api/website/v1/cart_items/price/`, {
        method: 'POST',
        headers: { ...asGateway(), 'content-type': 'application/json' },
        body: JSON.stringify([
          { diagram_id: offer.diagram_id, license_id: 1, special_offer_id: offer.id },
          { diagram_id: offer.diagrams_qualified[0], license_id: 1 },
        ]),
      });
      const lines = (await response.json()) as { diagram_id: number; special_offer_id: number | null }[];
      expect(lines.find((line) => line.diagram_id === offer.diagram_id)?.special_offer_id).toBe(offer.id);
    }
  });

  it('keeps the special-offer collection itself private', async () => {
    expect([403, 404]).toContain((await fetch(`${strapi.url}/api/special-offers`)).status);
  });
});
