import pino from 'pino';
import { ShopClient } from '../upstreams/shop/client';
import { SpecialOffersLoader } from './special-offers-loader';

const OFFERS = [
  { id: 1, diagram_id: 1000, diagrams_qualified: [1001], percent_off: '20.00' },
  { id: 2, diagram_id: 1002, diagrams_qualified: [1003, 1004], percent_off: 25 },
];

function loaderWith(answers: Array<() => Response>) {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return (answers.shift() ?? answers[answers.length - 1])();
  }) as unknown as typeof globalThis.fetch;
  const logs: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => logs.push(line) });
  const shop = new ShopClient({ url: 'http://shop.test', prefix: '/api', timeoutMs: 1000, fetch });
  return { loader: new SpecialOffersLoader(shop, logger), urls, logs };
}

describe('SpecialOffersLoader', () => {
  it('fetches the list once and answers every diagram from it', async () => {
    const { loader, urls } = loaderWith([() => Response.json(OFFERS)]);
    const [first, second, none] = await Promise.all([
      loader.forDiagram(1000),
      loader.forDiagram(1002),
      loader.forDiagram(5),
    ]);
    expect(await loader.forDiagram(1000)).toEqual(first);
    expect(first).toEqual([{ id: 1, diagramId: 1000, qualifyingDiagramIds: [1001], percentOff: '20.00' }]);
    expect(second).toEqual([{ id: 2, diagramId: 1002, qualifyingDiagramIds: [1003, 1004], percentOff: '25.00' }]);
    expect(none).toEqual([]);
    expect(urls).toEqual(['http://shop.test/api/website/v1/special_offers/']);
  });

  it('retries the GET once on 503 (spec §7)', async () => {
    const { loader, urls } = loaderWith([() => Response.json({}, { status: 503 }), () => Response.json(OFFERS)]);
    expect(await loader.forDiagram(1000)).toHaveLength(1);
    expect(urls).toHaveLength(2);
  });

  it('a failing or malformed shop gives no offers, logged, and is not asked again in the same request', async () => {
    const { loader, urls, logs } = loaderWith([() => Response.json({ detail: 'Down' }, { status: 500 })]);
    expect(await loader.forDiagram(1000)).toEqual([]);
    expect(await loader.forDiagram(1002)).toEqual([]);
    expect(urls).toHaveLength(2); // the first try and its one retry
    expect(logs.join('')).toContain('special offers unavailable');

    const malformed = loaderWith([() => Response.json([{ id: 'x' }])]);
    expect(await malformed.loader.forDiagram(1000)).toEqual([]);
    expect(malformed.logs).toHaveLength(1);
  });
});
