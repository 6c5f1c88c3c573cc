import { visitorHeaders } from './visitorHeaders';

const headerSource = (entries: Record<string, string>) => new Headers(entries);
const cookieSource = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? { value: entries[name] } : undefined),
});

describe('visitorHeaders', () => {
  it("names the currency the web decided from the visitor's hints, and forwards none of the hints themselves", () => {
    expect(
      visitorHeaders(
        headerSource({ 'accept-language': 'fr,en;q=0.5', 'x-region': 'CA', cookie: 'secret=1', host: 'shop' }),
        cookieSource({ tz: 'Europe/Paris' }),
      ),
    ).toEqual({ 'x-currency': 'CAD' });
    expect(visitorHeaders(headerSource({}), cookieSource({ tz: 'America/Toronto' }))).toEqual({ 'x-currency': 'CAD' });
    expect(visitorHeaders(headerSource({ 'accept-language': 'de-DE' }), cookieSource({}))).toEqual({
      'x-currency': 'EUR',
    });
  });

  it('names USD for a visitor without hints, or with a tz cookie that is not a time zone name', () => {
    expect(visitorHeaders(headerSource({}), cookieSource({}))).toEqual({ 'x-currency': 'USD' });
    for (const tz of ['Europe/Paris\r\nx: y', '../etc', '<script>', 'a'.repeat(65)]) {
      expect(visitorHeaders(headerSource({}), cookieSource({ tz }))).toEqual({ 'x-currency': 'USD' });
    }
  });
});
