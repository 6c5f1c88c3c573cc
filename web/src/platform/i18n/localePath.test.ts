import { localeOfPath, localePath, stripLocale, switchLocalePath } from './localePath';

describe('localePath', () => {
  it('leaves English unprefixed and prefixes the others', () => {
    expect(localePath('en', '/category/x/')).toBe('/category/x/');
    expect(localePath('fr', '/category/x/')).toBe('/fr/category/x/');
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('pt', '/')).toBe('/pt/');
  });
});

describe('stripLocale', () => {
  it('removes a locale prefix only when it is a whole segment', () => {
    expect(stripLocale('/de/category/x')).toBe('/category/x');
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/fr/')).toBe('/');
    expect(stripLocale('/design-services/')).toBe('/design-services/');
    expect(stripLocale('/category/x/')).toBe('/category/x/');
  });
});

describe('localeOfPath', () => {
  it('reads the prefix, and English for unprefixed or unknown prefixes', () => {
    expect(localeOfPath('/es/foo/')).toBe('es');
    expect(localeOfPath('/pt')).toBe('pt');
    expect(localeOfPath('/foo/')).toBe('en');
    expect(localeOfPath('/xx/foo/')).toBe('en');
    expect(localeOfPath('/deutsch/')).toBe('en');
  });
});

describe('switchLocalePath', () => {
  it('swaps the prefix of the current path', () => {
    expect(switchLocalePath('/de/category/x', 'fr')).toBe('/fr/category/x');
    expect(switchLocalePath('/de/category/x/', 'en')).toBe('/category/x/');
    expect(switchLocalePath('/de', 'en')).toBe('/');
    expect(switchLocalePath('/', 'es')).toBe('/es/');
    expect(switchLocalePath('/faq/', 'pt')).toBe('/pt/faq/');
  });
});
