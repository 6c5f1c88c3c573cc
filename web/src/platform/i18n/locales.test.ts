import { isLocale, languages, locales } from './locales';

describe('locales', () => {
  it('are the five site languages, English first', () => {
    expect(locales).toEqual(['en', 'fr', 'de', 'es', 'pt']);
  });

  it('recognises only those', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale('favicon.ico')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('name each language in itself, with the region its flag and number formats come from', () => {
    expect(languages.fr).toEqual({ name: 'Français', region: 'FR' });
    expect(languages.en).toEqual({ name: 'English', region: 'US' });
  });
});
