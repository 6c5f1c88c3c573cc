import type { Metadata } from 'next';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { PageHeading } from '@/ui/PageHeading';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { localePath } from '@/platform/i18n/localePath';
import { WishlistView } from '@/features/wishlist/WishlistView';

// Cached HTML, one rendering per internal path, refreshed by Strapi's webhooks (docs/adr/0023).
export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'wishlist.meta.title' }), robots: { index: false } };
}

/** The wishlist (spec §2): kept in the browser and on the server, no account needed. */
export default async function WishlistPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  const title = intl.formatMessage({ id: 'wishlist.title' });
  return (
    <>
      <PageHeading
        title={title}
        lead={intl.formatMessage({ id: 'wishlist.lead' })}
        breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: title, path: localePath(locale, '/wishlist/') }]} />}
      />
      <div className="container">
        <WishlistView />
      </div>
    </>
  );
}
