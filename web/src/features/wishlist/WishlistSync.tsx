'use client';

import { useIntl } from 'react-intl';
import type { AppLocale } from '@/platform/i18n/locales';
import { useWishlistSync } from './useWishlist';

/** Renders nothing: on every shop page, the stored wishlist (and the header's count) follows the server's. */
export function WishlistSync() {
  useWishlistSync(useIntl().locale as AppLocale);
  return null;
}
