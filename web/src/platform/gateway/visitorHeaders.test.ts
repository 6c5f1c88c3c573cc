import { visitorHeaders } from './visitorHeaders';

const headerSource = (entries: Record<string, string>) => new Headers(entries);
const cookieSource = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? { value: entries[name] } : undefined),
});

describe('visitorHeaders', () => {
  it('passes the language and region on, and the tz cookie as x-time-zone', () => {
    expect(
      visitorHeaders(
        headerSource({ 'accept-language': 'fr,en;q=0.5', 'x-region': 'CA', cookie: 'secret=1', host: 'shop' }),
        cookieSource({ tz: 'America/Toronto' }),
      ),
    ).toEqual({ 'accept-language': 'fr,en;q=0.5', 'x-region': 'CA', 'x-time-zone': 'America/Toronto' });
  });

  it('sends nothing the visitor did not send', () => {
    expect(visitorHeaders(headerSource({}), cookieSource({}))).toEqual({});
  });

  it('drops a tz cookie that is not a time zone name', () => {
    for (const tz of ['Europe/Paris\r\nx: y', '../etc', '<script>', 'a'.repeat(65)]) {
      expect(visitorHeaders(headerSource({}), cookieSource({ tz }))).toEqual({});
    }
    expect(visitorHeaders(headerSource({}), cookieSource({ tz: 'America/Argentina/Buenos_Aires' }))).toEqual({
      'x-time-zone': 'America/Argentina/Buenos_Aires',
    });
  });
});
