import { alternatesFor } from './alternates';
import { everyLocale, localizedPaths } from './localizedPaths';

describe('alternatesFor', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://shop.example/';
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('gives the canonical URL of the current locale and every localized URL, English as x-default', () => {
    expect(alternatesFor({ en: '/about/', fr: '/fr/a-propos/', de: '/de/about/' }, 'fr')).toEqual({
      canonical: 'https://shop.example/fr/a-propos/',
      languages: {
        en: 'https://shop.example/about/',
        fr: 'https://shop.example/fr/a-propos/',
        de: 'https://shop.example/de/about/',
        'x-default': 'https://shop.example/about/',
      },
    });
  });

  it('has no x-default when the page has no English version', () => {
    expect(alternatesFor({ pt: '/pt/x/' }, 'pt')).toEqual({
      canonical: 'https://shop.example/pt/x/',
      languages: { pt: 'https://shop.example/pt/x/' },
    });
  });

  it('reads SITE_URL at call time and defaults to localhost:3000', () => {
    delete process.env.SITE_URL;
    expect(alternatesFor({ en: '/' }, 'en')?.canonical).toBe('http://localhost:3000/');
  });

  it('refuses a page without a path in its own locale', () => {
    expect(() => alternatesFor({ en: '/' }, 'fr')).toThrow(/"fr"/);
  });
});

describe('localizedPaths', () => {
  it('maps the entity and its localizations to their paths, skipping unknown locales', () => {
    const pathOf = (locale: string, url: string) => `/${locale}/diagrams/${url}/`;
    expect(
      localizedPaths(
        { locale: 'fr', url: 'cycle' },
        [
          { locale: 'en', url: 'cycle-en' },
          { locale: 'xx', url: 'nope' },
        ],
        pathOf,
      ),
    ).toEqual({ fr: '/fr/diagrams/cycle/', en: '/en/diagrams/cycle-en/' });
  });
});

describe('everyLocale', () => {
  it('prefixes one path for each locale, English without a prefix', () => {
    expect(everyLocale('/catalog/new/')).toEqual({
      en: '/catalog/new/',
      fr: '/fr/catalog/new/',
      de: '/de/catalog/new/',
      es: '/es/catalog/new/',
      pt: '/pt/catalog/new/',
    });
  });
});
