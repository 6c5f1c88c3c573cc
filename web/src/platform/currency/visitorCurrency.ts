import { type Currency, chooseCurrency } from '@shop/money';
import { TIME_ZONE_COOKIE, isTimeZone } from './timeZoneCookie';

type HeaderSource = { get(name: string): string | null };
type CookieSource = { get(name: string): { value: string } | undefined };

/**
 * The visitor's currency (spec §9, @shop/money's choice): Accept-Language region, x-region, tz cookie, else USD.
 * The web decides it: proxy.ts puts it in the page's internal path, so cached pages are keyed by it, and every
 * call to the gateway names it (x-currency), so a page and the checkout never disagree.
 */
export function visitorCurrency(headers: HeaderSource, cookies: CookieSource): Currency {
  const timeZone = cookies.get(TIME_ZONE_COOKIE)?.value;
  return chooseCurrency({
    acceptLanguage: headers.get('accept-language') ?? undefined,
    region: headers.get('x-region') ?? undefined,
    timeZone: isTimeZone(timeZone) ? timeZone : undefined,
  });
}
