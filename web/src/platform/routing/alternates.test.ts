import { resolveAlternatePath } from './alternates';

describe('resolveAlternatePath', () => {
  const declaration = {
    pathname: '/fr/diagrams/cycle-fr/',
    paths: { en: '/diagrams/cycle/', de: '/de/diagrams/zyklus/' },
  };

  it('takes the path the current page declared', () => {
    expect(resolveAlternatePath('/fr/diagrams/cycle-fr/', 'en', declaration)).toBe('/diagrams/cycle/');
    expect(resolveAlternatePath('/fr/diagrams/cycle-fr/', 'de', declaration)).toBe('/de/diagrams/zyklus/');
  });

  it('swaps the prefix for a locale the page did not declare', () => {
    expect(resolveAlternatePath('/fr/diagrams/cycle-fr/', 'pt', declaration)).toBe('/pt/diagrams/cycle-fr/');
  });

  it('ignores a declaration left by another page', () => {
    expect(resolveAlternatePath('/fr/faq/', 'en', declaration)).toBe('/faq/');
  });

  it('swaps the prefix when nothing was declared', () => {
    expect(resolveAlternatePath('/', 'es', undefined)).toBe('/es/');
    expect(resolveAlternatePath('/de/faq/', 'en', undefined)).toBe('/faq/');
  });
});
