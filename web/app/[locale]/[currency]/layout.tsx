import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { BRAND_ICONS, BRAND_NAME } from '@/ui/brand';
import { Document } from '@/features/frame/layout/Document';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return {
    title: { template: `%s | ${BRAND_NAME}`, default: BRAND_NAME },
    description: intl.formatMessage({ id: 'meta.description' }),
    icons: BRAND_ICONS,
  };
}

/** The root layout: one document per locale; the route groups below add the shop or checkout frame. */
export default async function LocaleLayout({ children }: { children: ReactNode }) {
  return <Document locale={await getLocale()}>{children}</Document>;
}
