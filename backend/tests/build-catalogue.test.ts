import { buildCatalogue } from '../src/seed/build-catalogue';
import { LOCALES } from '../src/locales';

const options = { count: 200, freeSampleUrl: 'free-process-diagram-sample' };
const catalogue = buildCatalogue(options);
const { diagrams } = catalogue;
const slides = diagrams.flatMap((diagram) => diagram.slides);
const isBundle = (diagram: (typeof diagrams)[number]) => diagram.categories.includes('bundles');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('buildCatalogue', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildCatalogue(options))).toBe(JSON.stringify(catalogue));
  });

  it('builds the requested number of diagrams, legacy ids following release order from 1000', () => {
    expect(diagrams).toHaveLength(options.count);
    expect(diagrams.map((diagram) => diagram.legacyId)).toEqual(diagrams.map((_, index) => 1000 + index));
    const dates = diagrams.map((diagram) => diagram.releasedAt.getTime());
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(Date.UTC(2024, 0, 1));
    expect(Math.max(...dates)).toBeLessThan(Date.UTC(2026, 0, 1));
  });

  it('gives unique ASCII urls per locale to diagrams and slides', () => {
    for (const locale of LOCALES) {
      for (const items of [diagrams.map((d) => d.url[locale]), slides.map((s) => s.urlTitle[locale])]) {
        expect(new Set(items).size).toBe(items.length);
        for (const url of items) expect(url).toMatch(SLUG);
      }
    }
  });

  it('tags the 5% most recent diagrams as new and puts them in the new category', () => {
    const fresh = diagrams.filter((diagram) => diagram.tags.includes('new'));
    expect(fresh).toEqual(diagrams.slice(-Math.ceil(options.count * 0.05)));
    for (const diagram of fresh) expect(diagram.categories).toContain('new');
  });

  it('gives regular diagrams 3–12 slides and one or two subcategories with their top level', () => {
    const subcategories = new Set(catalogue.categories.filter((c) => c.parentSlug).map((c) => c.slug));
    for (const diagram of diagrams.filter((d) => !isBundle(d))) {
      expect(diagram.slides.length).toBeGreaterThanOrEqual(3);
      expect(diagram.slides.length).toBeLessThanOrEqual(12);
      const subs = diagram.categories.filter((slug) => subcategories.has(slug));
      expect(subs.length).toBeGreaterThanOrEqual(1);
      expect(subs.length).toBeLessThanOrEqual(2);
    }
  });

  it('prices every diagram in USD, EUR and CAD with two decimals', () => {
    for (const diagram of diagrams) {
      expect(diagram.prices.map((price) => price.currency)).toEqual(['USD', 'EUR', 'CAD']);
      expect(diagram.prices[0].amount).toBe(diagram.price);
      for (const price of diagram.prices) expect(Math.round(price.amount * 100) / 100).toBe(price.amount);
    }
  });

  it('includes the free sample, bundles with many slides and at least three plans', () => {
    const free = diagrams.find((diagram) => diagram.url.en === options.freeSampleUrl);
    expect(free?.categories).toContain('free');
    expect(LOCALES.every((locale) => free?.title[locale])).toBe(true);
    const bundles = diagrams.filter(isBundle);
    expect(bundles.length).toBeGreaterThanOrEqual(2);
    for (const bundle of bundles) expect(bundle.slides.length).toBeGreaterThan(12);
    expect(catalogue.plans.length).toBeGreaterThanOrEqual(3);
  });

  it('prices downloads in credits (bundles 3, others 1) and seeds one hidden plan in every language', () => {
    for (const diagram of diagrams) expect(diagram.creditCost).toBe(isBundle(diagram) ? 3 : 1);
    const hidden = catalogue.plans.filter((plan) => plan.hidden);
    expect(hidden.map((plan) => plan.legacyId)).toEqual([7]);
    expect(LOCALES.every((locale) => hidden[0].name[locale])).toBe(true);
    expect(catalogue.plans.filter((plan) => !plan.hidden)).toHaveLength(6);
  });

  it('keeps the bundles category English url "bundles"', () => {
    expect(catalogue.categories.find((category) => category.slug === 'bundles')?.url.en).toBe('bundles');
  });
});
