import { internalPath, listingSegment, parseListingSegment } from './internalPath';

const query = (search: string) => new URLSearchParams(search);

describe('internalPath', () => {
  it('puts the locale and currency in front of every page', () => {
    expect(internalPath('en', 'USD', '/', query(''))).toBe('/en/USD/');
    expect(internalPath('fr', 'EUR', '/diagrams/cycle/', query('utm_source=x'))).toBe('/fr/EUR/diagrams/cycle/');
    expect(internalPath('de', 'EUR', '/faq', query(''))).toBe('/de/EUR/faq/');
  });

  it("gives a listing one normalised segment for the visible query's sort and page", () => {
    expect(internalPath('fr', 'EUR', '/category/x/', query('sort=1&page=2'))).toBe('/fr/EUR/category/x/s1p2/');
    expect(internalPath('en', 'USD', '/category/x/', query('sort=9&page=x'))).toBe('/en/USD/category/x/s0p1/');
    expect(internalPath('en', 'CAD', '/catalog/', query('page=3&sort=3&sort=1'))).toBe('/en/CAD/catalog/s3p3/');
    expect(internalPath('pt', 'USD', '/catalog/new/', query('page=2'))).toBe('/pt/USD/catalog/s0p2/new/');
  });

  it('gives search results a segment for their page only: they have one order', () => {
    expect(internalPath('fr', 'EUR', '/s/cycle/', query('page=2&sort=3'))).toBe('/fr/EUR/s/cycle/s0p2/');
    expect(internalPath('en', 'USD', '/s/caf%C3%A9/', query(''))).toBe('/en/USD/s/caf%C3%A9/s0p1/');
    expect(internalPath('en', 'USD', '/s/', query('query=cycle'))).toBe('/en/USD/s/');
  });

  it('gives deeper paths a listing segment too, so that no route serves them: the 404 they are', () => {
    expect(internalPath('en', 'USD', '/category/x/y/', query('page=2'))).toBe('/en/USD/category/x/s0p2/y/');
    // A listing segment typed by hand is not another address of that page.
    expect(internalPath('en', 'USD', '/category/x/s0p3/', query(''))).toBe('/en/USD/category/x/s0p1/s0p3/');
    expect(internalPath('en', 'USD', '/s/cycle/s0p3/', query(''))).toBe('/en/USD/s/cycle/s0p1/s0p3/');
    expect(internalPath('en', 'USD', '/catalog/new/x/', query(''))).toBe('/en/USD/catalog/s0p1/new/x/');
  });

  it('makes an internal path typed as a visible one an unknown page', () => {
    expect(internalPath('fr', 'EUR', '/EUR/category/x/s0p1/', query(''))).toBe('/fr/EUR/EUR/category/x/s0p1/');
  });
});

describe('listing segment', () => {
  it('round-trips sort and page', () => {
    expect(listingSegment({ sort: 2, page: 7 })).toBe('s2p7');
    expect(parseListingSegment('s2p7')).toEqual({ sort: 2, page: 7 });
  });

  it('reads anything malformed as the first page in the original order', () => {
    for (const segment of ['', 'x', 's1p2x', 's-1p2'])
      expect(parseListingSegment(segment)).toEqual({ sort: 0, page: 1 });
    expect(parseListingSegment('s9p0')).toEqual({ sort: 0, page: 1 });
  });
});
