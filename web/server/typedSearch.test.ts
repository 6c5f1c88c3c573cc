import type { IncomingMessage } from 'node:http';
import { typedSearchLocation } from './typedSearch';

const request = (url: string, { method = 'GET', headers = {} }: { method?: string; headers?: object } = {}) =>
  ({ url, method, headers }) as IncomingMessage;

describe('a search typed without JavaScript', () => {
  it('goes to its query’s page, in the locale of the path', () => {
    expect(typedSearchLocation(request('/s/?query=process+map'))).toBe('/s/process%20map/');
    expect(typedSearchLocation(request('/fr/s/?query=%C3%A9tapes&page=2'))).toBe('/fr/s/%C3%A9tapes/');
    expect(typedSearchLocation(request('/de/s/?query=<b>Karte</b>', { method: 'HEAD' }))).toBe('/de/s/Karte/');
  });

  it('is left to the search page without a query, or with nothing searchable in it', () => {
    expect(typedSearchLocation(request('/s/'))).toBeUndefined();
    expect(typedSearchLocation(request('/pt/s/?query=%22..%2F%22'))).toBeUndefined();
  });

  it('leaves every other request to Next', () => {
    expect(typedSearchLocation(request('/s/carte/?query=map'))).toBeUndefined();
    expect(typedSearchLocation(request('/category/maps/?query=map'))).toBeUndefined();
    expect(typedSearchLocation(request('/s/?query=map', { method: 'POST' }))).toBeUndefined();
    // The client router's requests get the redirect in its own format, from the page.
    expect(typedSearchLocation(request('/s/?query=map', { headers: { rsc: '1' } }))).toBeUndefined();
    expect(typedSearchLocation(request('/s/?query=map&_rsc=1x2y'))).toBeUndefined();
  });
});
