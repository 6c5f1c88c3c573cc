import { locales } from '@/platform/i18n/locales';
import { STATIC_PAGES, staticPagePath, staticPagePaths, staticSlug } from './staticPaths';

describe('static page paths', () => {
  it('give "about" a natural slug per language, French /a-propos/', () => {
    expect(staticPagePaths('about')).toEqual({
      en: '/about/',
      fr: '/fr/a-propos/',
      de: '/de/ueber-uns/',
      es: '/es/sobre-nosotros/',
      pt: '/pt/sobre-nos/',
    });
  });

  it('keep the other pages on the same slug in every locale', () => {
    expect(staticPagePath('knowHow', 'en')).toBe('/know-how/');
    expect(staticPagePath('designServices', 'de')).toBe('/de/design-services/');
    expect(staticPagePaths('faq')).toMatchObject({ en: '/faq/', pt: '/pt/faq/' });
  });

  it('never give two pages the same path in one locale', () => {
    for (const locale of locales) {
      const slugs = Object.keys(STATIC_PAGES).map((page) => staticSlug(page as keyof typeof STATIC_PAGES, locale));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});
