import {
  VISITOR_CURRENCIES,
  chooseCurrency,
  isVisitorCurrency,
  regionOfAcceptLanguage,
  visitorRegion,
} from './currency-choice';

describe('chooseCurrency (spec §9)', () => {
  it.each([
    ['fr-CA from Accept-Language', { acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' }, 'CAD'],
    ['de without region, x-region CA', { acceptLanguage: 'de', region: 'CA' }, 'CAD'],
    ['no region, time zone Europe/Lisbon', { acceptLanguage: 'pt', timeZone: 'Europe/Lisbon' }, 'EUR'],
    ['nothing at all', {}, 'USD'],
    ['France', { acceptLanguage: 'fr-FR' }, 'EUR'],
    ['Germany by x-region, lower case', { region: 'de' }, 'EUR'],
    ['Spain by Atlantic/Canary', { timeZone: 'Atlantic/Canary' }, 'EUR'],
    ['Canada by America/Vancouver', { timeZone: 'America/Vancouver' }, 'CAD'],
    ['the United Kingdom (GBP is never chosen)', { acceptLanguage: 'en-GB' }, 'USD'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'USD'],
  ])('%s', (_, hints, currency) => {
    expect(chooseCurrency(hints)).toBe(currency);
  });

  it('lets the browser language region win over x-region and time zone', () => {
    expect(chooseCurrency({ acceptLanguage: 'en-US', region: 'CA', timeZone: 'Europe/Paris' })).toBe('USD');
  });

  it('lets x-region win over the time zone', () => {
    expect(chooseCurrency({ acceptLanguage: 'en', region: 'US', timeZone: 'Europe/Paris' })).toBe('USD');
  });

  it('ignores malformed hints', () => {
    expect(visitorRegion({ acceptLanguage: '*, x_Y;q=oops', region: 'Canada', timeZone: '' })).toBe('US');
  });
});

describe('regionOfAcceptLanguage', () => {
  it('takes the most preferred tag that has a region', () => {
    expect(regionOfAcceptLanguage('de, fr-CA;q=0.8, en-US;q=0.9')).toBe('US');
  });

  it('skips tags with q=0 and numeric UN regions', () => {
    expect(regionOfAcceptLanguage('es-419, fr-FR;q=0, pt-PT;q=0.5')).toBe('PT');
  });

  it('normalises case and scripts', () => {
    expect(regionOfAcceptLanguage('zh-hant-tw')).toBe('TW');
  });

  it('has none for region-less languages', () => {
    expect(regionOfAcceptLanguage('fr, en;q=0.5')).toBeUndefined();
  });
});

describe('the currencies a visitor can be given', () => {
  it('are USD, EUR and CAD, never GBP', () => {
    expect([...VISITOR_CURRENCIES].sort()).toEqual(['CAD', 'EUR', 'USD']);
    expect(['USD', 'EUR', 'CAD'].every(isVisitorCurrency)).toBe(true);
    expect(['GBP', 'eur', '', undefined, 7].some(isVisitorCurrency)).toBe(false);
  });
});
