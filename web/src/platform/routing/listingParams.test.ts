import { SORTS, listingQuery, pagedPaths, parsePage, parseSort } from './listingParams';

describe('parseSort', () => {
  it('reads the spec numbers 0..3 in their order', () => {
    expect(['0', '1', '2', '3'].map((value) => SORTS[parseSort(value)])).toEqual([
      'ORIGINAL',
      'PRICE_ASC',
      'PRICE_DESC',
      'CREATED_ASC',
    ]);
  });

  it('falls back to the original order for anything else', () => {
    for (const value of [undefined, '', '4', '-1', '1.5', '1e0', ' 1', 'price', '99999999999']) {
      expect(parseSort(value)).toBe(0);
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(parseSort(['2', '1'])).toBe(2);
  });
});

describe('parsePage', () => {
  it('reads a page number', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['4', '5'])).toBe(4);
  });

  it('clamps to the first page what the gateway would refuse', () => {
    for (const value of [undefined, '', '0', '-2', 'two', '2.5', '1e3', '99999999999']) {
      expect(parsePage(value)).toBe(1);
    }
  });
});

describe('listing URLs', () => {
  it('write only what differs from the defaults', () => {
    expect(listingQuery({ sort: 2, page: 3 })).toBe('?sort=2&page=3');
    expect(listingQuery({ sort: 0, page: 2 })).toBe('?page=2');
    expect(listingQuery({ sort: 0, page: 1 })).toBe('');
  });
});

describe('pagedPaths', () => {
  it('adds the page to every localized path, and nothing for the first page', () => {
    expect(pagedPaths({ en: '/catalog/', fr: '/fr/catalog/' }, 3)).toEqual({
      en: '/catalog/?page=3',
      fr: '/fr/catalog/?page=3',
    });
    expect(pagedPaths({ en: '/catalog/' }, 1)).toEqual({ en: '/catalog/' });
  });
});
