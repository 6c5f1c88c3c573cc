import type { Currency } from './currency';

/** What a request tells about where the visitor is (spec §9). All optional: raw header values. */
export interface CurrencyHints {
  /** The browser's Accept-Language header, e.g. "fr-CA,fr;q=0.9,en;q=0.8". */
  acceptLanguage?: string;
  /** An x-region value: an ISO 3166 country code, e.g. "CA". */
  region?: string;
  /** The browser's IANA time zone, e.g. "Europe/Paris". */
  timeZone?: string;
}

const DEFAULT_REGION = 'US';

const CURRENCY_BY_REGION: Readonly<Record<string, Currency>> = {
  CA: 'CAD',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
};

// Only the countries that change the currency need their zones; any other zone falls through to USD anyway.
const COUNTRY_BY_TIME_ZONE: Readonly<Record<string, string>> = {
  ...zones('CA', [
    'America/Toronto',
    'America/Vancouver',
    'America/Montreal',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Halifax',
    'America/St_Johns',
    'America/Regina',
    'America/Moncton',
    'America/Glace_Bay',
    'America/Goose_Bay',
    'America/Whitehorse',
    'America/Dawson',
    'America/Dawson_Creek',
    'America/Fort_Nelson',
    'America/Creston',
    'America/Yellowknife',
    'America/Inuvik',
    'America/Cambridge_Bay',
    'America/Iqaluit',
    'America/Rankin_Inlet',
    'America/Resolute',
    'America/Swift_Current',
    'America/Atikokan',
    'America/Blanc-Sablon',
    'America/Nipigon',
    'America/Thunder_Bay',
    'America/Rainy_River',
    'America/Pangnirtung',
    'Canada/Atlantic',
    'Canada/Central',
    'Canada/Eastern',
    'Canada/Mountain',
    'Canada/Newfoundland',
    'Canada/Pacific',
    'Canada/Saskatchewan',
    'Canada/Yukon',
  ]),
  ...zones('FR', ['Europe/Paris']),
  ...zones('DE', ['Europe/Berlin', 'Europe/Busingen']),
  ...zones('ES', ['Europe/Madrid', 'Africa/Ceuta', 'Atlantic/Canary']),
  ...zones('PT', ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores', 'Portugal']),
};

function zones(country: string, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, country]));
}

/** Spec §9: CAD for Canada; EUR for France, Germany, Spain and Portugal; USD otherwise. */
export function chooseCurrency(hints: CurrencyHints): Currency {
  const region = visitorRegion(hints);
  return Object.hasOwn(CURRENCY_BY_REGION, region) ? CURRENCY_BY_REGION[region] : 'USD';
}

/** The currencies chooseCurrency gives a visitor (never GBP, which prices may carry but no visitor pays in). */
export const VISITOR_CURRENCIES: readonly Currency[] = [
  ...new Set<Currency>(['USD', ...Object.values(CURRENCY_BY_REGION)]),
];

/** A currency a visitor can be given: what a caller that decided it (the web) may name to the gateway. */
export function isVisitorCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (VISITOR_CURRENCIES as readonly string[]).includes(value);
}

/** The browser language's region first, then x-region, then the time zone's country, else US. */
export function visitorRegion({ acceptLanguage, region, timeZone }: CurrencyHints): string {
  return (
    regionOfAcceptLanguage(acceptLanguage) ??
    countryCode(region) ??
    (timeZone && Object.hasOwn(COUNTRY_BY_TIME_ZONE, timeZone) ? COUNTRY_BY_TIME_ZONE[timeZone] : undefined) ??
    DEFAULT_REGION
  );
}

/** The region of the most preferred language tag that has one: "de, fr-CA;q=0.8" → "CA". */
export function regionOfAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = regionOfTag(tag);
    if (region) return region;
  }
  return undefined;
}

function regionOfTag(tag: string): string | undefined {
  try {
    return countryCode(new Intl.Locale(tag).region);
  } catch {
    return undefined; // "*" or a malformed tag
  }
}

/** Two letters, upper-cased; numeric UN regions ("419") and junk are not countries. */
function countryCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}
