import { isCachedPage } from './cachedPages';

describe('isCachedPage', () => {
  it('takes the catalogue, its pages, search results and the static pages', () => {
    for (const path of [
      '/',
      '/catalog/',
      '/catalog/new/',
      '/category/x/',
      '/diagrams/cycle/',
      '/slides/s-1/',
      '/s/cycle/',
    ]) {
      expect(isCachedPage(path)).toBe(true);
    }
    for (const path of ['/faq/', '/a-propos/', '/ueber-uns/', '/contact/', '/wishlist/'])
      expect(isCachedPage(path)).toBe(true);
  });

  it('leaves out what is per visitor or per request', () => {
    for (const path of ['/checkout/data/', '/account/', '/s/', '/chat/', '/subscription/', '/errors/500/']) {
      expect(isCachedPage(path)).toBe(false);
    }
    expect(isCachedPage('/newsletter/confirm/')).toBe(false);
    expect(isCachedPage('/category/x/y/')).toBe(false);
  });
});
