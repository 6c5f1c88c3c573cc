import {
  BUNDLES_CATEGORY,
  CATALOGUE,
  CATEGORY,
  CURRENCY_AND_PRICE,
  DIAGRAM,
  FREE_SAMPLE,
  SLIDE,
} from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { type DiagramResult, type PageResult, dataOf, topLevelUrl } from './support/results';

const FREE_SAMPLE_URL = 'free-process-diagram-sample';

let gateway: TestGateway;
/** A French diagram of the diagrams-powerpoint category (not a bundle, so 3 to 12 slides). */
let french: DiagramResult;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
  const categoryUrl = await topLevelUrl(gateway, 'fr', 'diagrams-powerpoint');
  const { catalogue } = await dataOf<{ catalogue: PageResult }>(gateway, CATALOGUE, {
    locale: 'fr',
    categoryUrl,
    sort: 'PRICE_DESC',
  });
  const { diagram } = await dataOf<{ diagram: DiagramResult }>(gateway, DIAGRAM, {
    locale: 'fr',
    url: catalogue.items[0].url,
  });
  french = diagram;
});

afterAll(() => gateway?.close());

describe('diagram by its French url', () => {
  it('has its slides, 3 to 12, ordered by number', () => {
    const slides = french.slides!;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(12);
    expect(slides.map((slide) => slide.number)).toEqual(slides.map((_, index) => index + 1));
    expect(french.slideCount).toBe(slides.length);
    expect(slides.every((slide) => slide.locale === 'fr' && slide.localizations.length === 4)).toBe(true);
  });

  it('has its categories with their parents', () => {
    expect(french.categories.length).toBeGreaterThan(0);
    expect(french.categories.some((category) => category.parent !== null)).toBe(true);
    for (const category of french.categories.filter((c) => c.parent)) {
      expect(french.categories.map((c) => c.url)).toContain(category.parent!.url);
    }
  });

  it('links to itself in the four other locales', () => {
    expect(french.localizations.map((link) => link.locale)).toEqual(['en', 'de', 'es', 'pt']);
    expect(french.localizations.every((link) => link.url && link.name && link.url !== french.url)).toBe(true);
  });

  it('has a USD-first price set, an absolute preview image and a release date', () => {
    expect(french.prices[0].currency).toBe('USD');
    expect(french.prices.every((price) => /^\d+\.\d{2}$/.test(price.amount))).toBe(true);
    expect(french.image).toMatchObject({
      width: 640,
      height: 360,
      url: expect.stringMatching(/^http:\/\/.+\/uploads\/.+\.svg$/),
    });
    expect(Number.isNaN(Date.parse(french.createdAt))).toBe(false);
  });

  it('is the same diagram through its English url', async () => {
    const english = french.localizations.find((link) => link.locale === 'en')!;
    const { diagram } = await dataOf<{ diagram: DiagramResult }>(gateway, DIAGRAM, { locale: 'en', url: english.url });
    expect(diagram).toMatchObject({ id: french.id, legacyId: french.legacyId, locale: 'en', title: english.name });
  });

  it('is null for an unknown url, or a url of another locale', async () => {
    const english = french.localizations.find((link) => link.locale === 'en')!.url;
    for (const url of ['no-such-diagram', english, '../../etc/passwd', 'x'.repeat(20_000)]) {
      expect((await dataOf(gateway, DIAGRAM, { locale: 'fr', url })).diagram).toBeNull();
    }
  });
});

describe('slide by url_title', () => {
  it('has its diagram and its localizations', async () => {
    const first = french.slides![0];
    const { slide } = await dataOf<{ slide: Record<string, unknown> }>(gateway, SLIDE, {
      locale: 'fr',
      urlTitle: first.urlTitle,
    });
    expect(slide).toMatchObject({
      id: first.id,
      title: first.title,
      number: 1,
      locale: 'fr',
      diagram: { url: french.url, title: french.title, locale: 'fr' },
    });
    expect((slide.localizations as Array<{ locale: string }>).map((link) => link.locale)).toEqual([
      'en',
      'de',
      'es',
      'pt',
    ]);
  });

  it('is null for an unknown url_title', async () => {
    expect((await dataOf(gateway, SLIDE, { locale: 'fr', urlTitle: 'no-such-slide' })).slide).toBeNull();
  });
});

describe('category by url', () => {
  it('resolves a subcategory with its parent and localizations, and null when unknown', async () => {
    const sub = french.categories.find((category) => category.parent)!;
    const { category } = await dataOf<{ category: { parent: { slug: string }; localizations: unknown[] } }>(
      gateway,
      CATEGORY,
      {
        locale: 'fr',
        url: sub.url,
      },
    );
    expect(category.parent.slug).toBeTruthy();
    expect(category.localizations).toHaveLength(4);
    expect((await dataOf(gateway, CATEGORY, { locale: 'fr', url: 'nope' })).category).toBeNull();
  });
});

describe('bundlesCategory (spec §7)', () => {
  it('resolves the German localization of the English bundles category', async () => {
    const { bundlesCategory } = await dataOf(gateway, BUNDLES_CATEGORY, { locale: 'de' });
    expect(bundlesCategory).toMatchObject({
      slug: 'bundles',
      url: 'pakete',
      name: 'Pakete',
      locale: 'de',
      icon: 'bundle',
    });
  });

  it('is the English entry itself in English', async () => {
    expect((await dataOf(gateway, BUNDLES_CATEGORY, { locale: 'en' })).bundlesCategory).toMatchObject({
      url: 'bundles',
      locale: 'en',
    });
  });
});

describe('freeSample (spec §7)', () => {
  it('gives the free category and the free sample diagram in Portuguese', async () => {
    const { freeSample } = await dataOf<{
      freeSample: { category: Record<string, string>; diagram: Record<string, unknown> };
    }>(gateway, FREE_SAMPLE, { locale: 'pt' });
    expect(freeSample.category).toMatchObject({ slug: 'free', locale: 'pt' });
    expect(freeSample.diagram).toMatchObject({ locale: 'pt' });
    const english = (freeSample.diagram.localizations as Array<{ locale: string; url: string }>).find(
      (link) => link.locale === 'en',
    );
    expect(english?.url).toBe(FREE_SAMPLE_URL);
    expect(freeSample.diagram.url).not.toBe(FREE_SAMPLE_URL);
  });
});

describe('currency (spec §9)', () => {
  const currencyWith = (headers: Record<string, string>) =>
    dataOf<{
      currency: string;
      diagram: {
        price: { currency: string; amount: string };
        usd: { currency: string };
        prices: Array<{ currency: string; amount: string }>;
      };
    }>(gateway, CURRENCY_AND_PRICE, { url: french.localizations.find((link) => link.locale === 'en')!.url }, headers);

  it.each([
    [{ 'accept-language': 'fr-CA,fr;q=0.9' }, 'CAD'],
    [{ 'accept-language': 'de', 'x-region': 'CA' }, 'CAD'],
    [{ 'accept-language': 'pt', 'x-time-zone': 'Europe/Lisbon' }, 'EUR'],
    [{ 'accept-language': 'en-US', 'x-time-zone': 'Europe/Paris' }, 'USD'],
    [{}, 'USD'],
  ])('with headers %j is %s, and prices show in it', async (headers, currency) => {
    const { currency: chosen, diagram } = await currencyWith(headers);
    expect(chosen).toBe(currency);
    expect(diagram.price).toEqual(diagram.prices.find((price) => price.currency === currency));
    expect(diagram.usd.currency).toBe('USD');
  });
});
