import type { Metadata } from 'next';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl, getLocale } from '@/platform/i18n/server';

/** A plan checkout page's metadata: its title, and kept out of search engines like the other checkout steps. */
export function planCheckoutMetadata(title: MessageId): () => Promise<Metadata> {
  return async () => {
    const intl = await getIntl(await getLocale());
    return { title: intl.formatMessage({ id: title }), robots: { index: false } };
  };
}
