import { visitorCurrency } from './visitorCurrency';

const cookies = (entries: Record<string, string>) => ({
  get: (name: string) => (name in entries ? { value: entries[name] } : undefined),
});

describe('visitorCurrency', () => {
  it('decides by spec §9: language region first, then x-region, then the tz cookie, else USD', () => {
    expect(visitorCurrency(new Headers({ 'accept-language': 'fr-CA,fr;q=0.9', 'x-region': 'DE' }), cookies({}))).toBe(
      'CAD',
    );
    expect(visitorCurrency(new Headers({ 'accept-language': 'fr', 'x-region': 'DE' }), cookies({}))).toBe('EUR');
    expect(visitorCurrency(new Headers({}), cookies({ tz: 'America/Toronto' }))).toBe('CAD');
    expect(visitorCurrency(new Headers({ 'accept-language': 'en-GB' }), cookies({ tz: 'Europe/Paris' }))).toBe('USD');
    expect(visitorCurrency(new Headers({}), cookies({}))).toBe('USD');
  });

  it('ignores a tz cookie that is not a time zone name', () => {
    expect(visitorCurrency(new Headers({}), cookies({ tz: 'Europe/Paris\r\nx' }))).toBe('USD');
  });
});
