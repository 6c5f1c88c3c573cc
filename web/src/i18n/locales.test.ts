import { flagEmoji, isLocale, languages, locales } from './locales';

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

  it('name each language in itself, with the flag of its region', () => {
    expect(languages.fr.name).toBe('Français');
    expect(flagEmoji(languages.fr.region)).toBe('🇫🇷');
    expect(flagEmoji(languages.en.region)).toBe('🇺🇸');
    expect(flagEmoji('pt')).toBe('🇵🇹');
  });
});
