import { TIME_ZONE_COOKIE, isTimeZone } from '@/platform/currency/timeZoneCookie';

/** Headers of the visitor's request that the gateway chooses the currency from (spec §9). */
const PASSED_THROUGH = ['accept-language', 'x-region'] as const;
const TIME_ZONE_HEADER = 'x-time-zone';

type HeaderSource = { get(name: string): string | null };
type CookieSource = { get(name: string): { value: string } | undefined };

/** The headers to send the gateway for this visitor: theirs, plus x-time-zone from the tz cookie. */
export function visitorHeaders(headers: HeaderSource, cookies: CookieSource): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = headers.get(name);
    if (value) forwarded[name] = value;
  }
  const timeZone = cookies.get(TIME_ZONE_COOKIE)?.value;
  if (isTimeZone(timeZone)) forwarded[TIME_ZONE_HEADER] = timeZone;
  return forwarded;
}
