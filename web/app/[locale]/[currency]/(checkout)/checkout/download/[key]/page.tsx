import type { Metadata } from 'next';
import { DownloadPage } from '@/features/checkout/steps/DownloadPage';
import { getIntl, getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'checkout.download.meta.title' }), robots: { index: false } };
}

/** Download page after payment (spec §2); key is the order key, an unknown one a 404. */
export default async function CheckoutDownloadPage({
  params,
  searchParams,
}: PageProps<'/[locale]/[currency]/checkout/download/[key]'>) {
  const paying = (await searchParams).paying === '1';
  return <DownloadPage locale={await getLocale()} orderKey={(await params).key} paying={paying} />;
}
