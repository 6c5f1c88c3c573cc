import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/locales';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The default layout of spec §2 (every page but checkout): header, main content, footer. */
export function ShopFrame({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} />
    </>
  );
}
