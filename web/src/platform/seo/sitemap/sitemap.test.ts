import { categoryUrls, diagramUrls, shopPageUrls } from './sitemapEntries';
import { parseSitemapFileName, sitemapFileName, sitemapFiles } from './sitemapFiles';
import { sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemapXml';

const saved = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => {
  process.env.SITE_URL = saved;
});

describe('sitemap entries', () => {
  it('give a page one URL per locale, each with every version as an alternate', () => {
    const urls = sitemapUrls({ en: '/about/', fr: '/fr/a-propos/' });
    const alternates = {
      en: 'https://shop.example/about/',
      fr: 'https://shop.example/fr/a-propos/',
      'x-default': 'https://shop.example/about/',
    };
    expect(urls).toEqual([
      { loc: 'https://shop.example/about/', alternates },
      { loc: 'https://shop.example/fr/a-propos/', alternates },
    ]);
  });

  it('list diagrams and their slides under their localized urls', () => {
    const urls = diagramUrls([
      {
        __typename: 'Diagram',
        url: 'cycle',
        locale: 'en',
        localizations: [{ __typename: 'LocalizedLink', locale: 'fr', url: 'cycle-fr' }],
        slides: [
          {
            __typename: 'Slide',
            urlTitle: 'cycle-slide-1',
            locale: 'en',
            localizations: [{ __typename: 'LocalizedLink', locale: 'fr', url: 'cycle-diapositive-1' }],
          },
        ],
      },
    ]);
    expect(urls.map((url) => url.loc)).toEqual([
      'https://shop.example/diagrams/cycle/',
      'https://shop.example/fr/diagrams/cycle-fr/',
      'https://shop.example/slides/cycle-slide-1/',
      'https://shop.example/fr/slides/cycle-diapositive-1/',
    ]);
    expect(urls[0].alternates.fr).toBe('https://shop.example/fr/diagrams/cycle-fr/');
  });

  it('list each category once', () => {
    const maps = {
      __typename: 'Category' as const,
      url: 'maps',
      locale: 'en' as const,
      localizations: [{ __typename: 'LocalizedLink' as const, locale: 'de' as const, url: 'karten' }],
    };
    expect(categoryUrls([maps, maps]).map((url) => url.loc)).toEqual([
      'https://shop.example/category/maps/',
      'https://shop.example/de/category/karten/',
    ]);
  });

  it('list the shop pages in five locales (the plans too), French "about" as /a-propos/, and not /test/', () => {
    const locs = shopPageUrls().map((url) => url.loc);
    expect(locs).toContain('https://shop.example/');
    expect(locs).toContain('https://shop.example/pt/catalog/new/');
    expect(locs).toContain('https://shop.example/fr/a-propos/');
    expect(locs).toContain('https://shop.example/de/design-services/');
    expect(locs.some((loc) => loc.includes('/test/'))).toBe(false);
    expect(locs.filter((loc) => loc.endsWith('/faq/'))).toHaveLength(5);
    expect(locs).toContain('https://shop.example/es/subscription/');
  });
});

describe('sitemap XML', () => {
  it('writes a urlset with xhtml:link alternates, escaped', () => {
    const xml = urlsetXml([{ loc: 'https://shop.example/s/a&b/', alternates: { fr: 'https://shop.example/fr/"x"/' } }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/s/a&#38;b/</loc><xhtml:link rel="alternate" hreflang="fr" href="https://shop.example/fr/&#34;x&#34;/"/></url>',
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml(['https://shop.example/sitemaps/pages.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});

describe('sitemap files', () => {
  it('are one per page of 100 diagrams, then the pages', () => {
    expect(sitemapFiles(2).map(sitemapFileName)).toEqual(['diagrams-1.xml', 'diagrams-2.xml', 'pages.xml']);
  });

  it('are found by name, and nothing else is', () => {
    expect(parseSitemapFileName('diagrams-12.xml')).toEqual({ kind: 'diagrams', page: 12 });
    expect(parseSitemapFileName('pages.xml')).toEqual({ kind: 'pages' });
    for (const name of ['diagrams-0.xml', 'diagrams-01.xml', 'diagrams-1', 'other.xml', '../pages.xml']) {
      expect(parseSitemapFileName(name)).toBeUndefined();
    }
  });
});
