import { ContentClient } from '../upstreams/content/client';
import { testServices } from './__fixtures__/services';
import { createContext } from './context';

const services = testServices(new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000 }));

describe('createContext', () => {
  it.each([
    [{ 'accept-language': 'fr-CA,fr;q=0.9' }, 'CAD'],
    [{ 'accept-language': 'de', 'x-region': 'CA' }, 'CAD'],
    [{ 'accept-language': 'pt', 'x-time-zone': 'Europe/Lisbon' }, 'EUR'],
    [{}, 'USD'],
    // The web names the currency it decided for the visitor: it wins over every hint.
    [{ 'x-currency': 'EUR', 'accept-language': 'en-CA', 'x-region': 'CA' }, 'EUR'],
    [{ 'x-currency': 'CAD' }, 'CAD'],
    // A currency the shop does not sell in is no decision: the hints decide.
    [{ 'x-currency': 'GBP', 'accept-language': 'fr-FR' }, 'EUR'],
    [{ 'x-currency': 'eur' }, 'USD'],
  ])('chooses the currency from the headers %j', (headers, currency) => {
    expect(createContext(services, { headers, client: '192.0.2.1' }).currency).toBe(currency);
  });
});
