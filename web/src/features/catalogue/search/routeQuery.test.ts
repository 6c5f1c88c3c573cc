import { routeQuery } from './routeQuery';

describe('routeQuery', () => {
  it('reads a clean query as it is, encoded or not', () => {
    expect(routeQuery('pie%20chart')).toEqual({ query: 'pie chart', canonical: true });
    expect(routeQuery('pie chart')).toEqual({ query: 'pie chart', canonical: true });
    expect(routeQuery('%C3%A9tapes')).toEqual({ query: 'étapes', canonical: true });
  });

  it('sanitises what was typed into the address bar, and says it is not the canonical form', () => {
    expect(routeQuery('%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({ query: 'alert 1', canonical: false });
    expect(routeQuery('a%20%20b')).toEqual({ query: 'a b', canonical: false });
    expect(routeQuery('%2E%2E')).toEqual({ query: '', canonical: false });
  });

  it('survives a malformed escape', () => {
    expect(routeQuery('100%')).toEqual({ query: '100', canonical: false });
    expect(routeQuery('%E0%A4%A')).toEqual({ query: 'E0 A4 A', canonical: false });
  });
});
