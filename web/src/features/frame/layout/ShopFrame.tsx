import type { ReactNode } from 'react';
import { queryCachedGatewayWithoutPrices } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { ShopFrameDocument } from '@/gql/graphql';
import { AlternatesProvider } from '@/platform/routing/alternates';
import type { AppLocale } from '@/platform/i18n/locales';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The default layout of spec §2 (every page but checkout): header, main content, footer. One
 * gateway query feeds both header and footer, cached until the menu changes; if it fails they keep their fixed links.
 */
export async function ShopFrame({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const result = await queryCachedGatewayWithoutPrices(ShopFrameDocument, { locale }, [contentTags.menu]);
  const frame = result.ok ? result.data : undefined;
  return (
    <AlternatesProvider>
      <SiteHeader locale={locale} frame={frame} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} frame={frame} />
      <ScrollToTop />
    </AlternatesProvider>
  );
}
