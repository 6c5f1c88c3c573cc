import type { Metadata } from 'next';
import { ConsentBanner } from '@/features/frame/consent/ConsentBanner';
import { getIntl } from '@/platform/i18n/server';
import { BRAND_ICONS, BRAND_NAME } from '@/ui/brand';
import { Document } from '@/features/frame/layout/Document';
import { ShopFrame } from '@/features/frame/layout/ShopFrame';
import { NotFoundPage } from '@/features/content-pages/not-found/NotFoundPage';
import { requestedLocale } from '@/features/content-pages/not-found/requestedLocale';
import { requestNonce } from '@/platform/security/requestNonce';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await requestedLocale());
  return { title: `${intl.formatMessage({ id: 'notFound.meta.title' })} | ${BRAND_NAME}`, icons: BRAND_ICONS };
}

/**
 * Every URL no route matches (spec §2: "Page not found: {path}", status 404), rendered on the
 * server under the shop's header and footer. There are no route params here: the locale is
 * read from the path, as the proxy served it; the path itself is filled in by the browser.
 */
export default async function GlobalNotFound() {
  // Under /checkout/ or /account/ the policy wants the request's nonce on the banner's script.
  const [locale, nonce] = await Promise.all([requestedLocale(), requestNonce()]);
  return (
    <Document locale={locale}>
      <ConsentBanner nonce={nonce} />
      <ShopFrame locale={locale}>
        <NotFoundPage locale={locale} />
      </ShopFrame>
    </Document>
  );
}
