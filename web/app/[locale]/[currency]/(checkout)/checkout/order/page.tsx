import type { Metadata } from 'next';
import { CartView } from '@/features/checkout/steps/CartView';
import { CheckoutSteps } from '@/features/checkout/steps/CheckoutSteps';
import { getIntl, getLocale } from '@/platform/i18n/server';
import styles from '@/ui/shop.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'checkout.order.meta.title' }), robots: { index: false } };
}

/** Cart and order step (spec §2); a `?code=…` link applies its discount code on arrival. */
export default async function CheckoutOrderPage({ searchParams }: PageProps<'/[locale]/[currency]/checkout/order'>) {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  const { code } = await searchParams;
  return (
    <div className={styles.page}>
      <CheckoutSteps locale={locale} current="order" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'checkout.order.title' })}</h1>
      <CartView codeFromLink={typeof code === 'string' ? code : undefined} />
    </div>
  );
}
