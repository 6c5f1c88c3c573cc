'use client';

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_COOKIE, localeCookieString } from './localeCookie';

/**
 * Keeps the locale cookie on the locale of the page shown. The proxy sets it too, but link prefetches
 * of the previous page still in flight after a language switch can write the old locale back.
 */
export function LocaleCookie() {
  const { locale } = useIntl();
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${locale}`))
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
      document.cookie = localeCookieString(locale);
  }, [locale]);
  return null;
}
