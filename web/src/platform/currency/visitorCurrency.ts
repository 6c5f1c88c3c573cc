import { type Currency, chooseCurrency } from '@shop/money';
import { TIME_ZONE_COOKIE, isTimeZone } from './timeZoneCookie';

type HeaderSource = { get(name: string): string | null };
type CookieSource = { get(name: string): { value: string } | undefined };

/**
 * The currency the gateway would choose for this request: Accept-Language region, x-region, tz cookie, else USD.
 * proxy.ts puts it in the page's internal path, so cached pages are keyed by it; it is the gateway's own
 * function (spec §9, @shop/money), not a copy, so a page and the checkout never disagree.
 */
export function visitorCurrency(headers: HeaderSource, cookies: CookieSource): Currency {
  const timeZone = cookies.get(TIME_ZONE_COOKIE)?.value;
  return chooseCurrency({
    acceptLanguage: headers.get('accept-language') ?? undefined,
    region: headers.get('x-region') ?? undefined,
    timeZone: isTimeZone(timeZone) ? timeZone : undefined,
  });
}

const REGION_BY_CURRENCY: Partial<Record<Currency, string>> = { EUR: 'FR', CAD: 'CA' };

/** A country the gateway maps to `currency`: what a cached query sends instead of the visitor's own hints. */
export function regionOf(currency: Currency): string {
  return REGION_BY_CURRENCY[currency] ?? 'US';
}
