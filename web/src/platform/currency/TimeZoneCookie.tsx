'use client';

import { useEffect } from 'react';
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_SECONDS, isTimeZone } from './timeZoneCookie';

/**
 * Stores the browser's time zone for the server, which forwards it to the gateway as x-time-zone.
 * The page already shown keeps its prices: the next request uses the cookie (no currency flash).
 */
export function TimeZoneCookie() {
  useEffect(() => {
    if (document.cookie.split('; ').some((entry) => entry.startsWith(`${TIME_ZONE_COOKIE}=`))) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(zone)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  }, []);
  return null;
}
