import { visitorCurrency } from '@/platform/currency/visitorCurrency';

/** Where the web names the visitor's currency to the gateway, which then takes it over any hint (spec §9). */
export const CURRENCY_HEADER = 'x-currency';

type HeaderSource = { get(name: string): string | null };
type CookieSource = { get(name: string): { value: string } | undefined };

/**
 * The headers to send the gateway for this visitor: the currency the web decides from their hints (Accept-Language,
 * x-region, the tz cookie), the same as proxy.ts put in the page's path, so a page and its checkout agree.
 */
export function visitorHeaders(headers: HeaderSource, cookies: CookieSource): Record<string, string> {
  return { [CURRENCY_HEADER]: visitorCurrency(headers, cookies) };
}
