import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getIntl, getLocale } from '@/i18n/server';
import { BRAND_ICONS, BRAND_NAME } from '@/layout/brand';
import { Document } from '@/layout/Document';
import { SessionProvider } from '@/session/SessionProvider';
import { getSessionToken } from '@/session/sessionToken';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return {
    title: { template: `%s | ${BRAND_NAME}`, default: BRAND_NAME },
    description: intl.formatMessage({ id: 'meta.description' }),
    icons: BRAND_ICONS,
  };
}

/**
 * The root layout: one document per locale, with the visitor's session (whether a session cookie
 * exists; the token stays on the server); the route groups below add the shop, checkout or account frame.
 */
export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const [locale, token] = await Promise.all([getLocale(), getSessionToken()]);
  return (
    <Document locale={locale}>
      <SessionProvider hasSession={token !== undefined}>{children}</SessionProvider>
    </Document>
  );
}
