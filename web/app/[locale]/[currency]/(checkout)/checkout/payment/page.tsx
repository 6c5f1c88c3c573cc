import type { Metadata } from 'next';
import { CheckoutSteps } from '@/features/checkout/steps/CheckoutSteps';
import { PaymentView } from '@/features/checkout/steps/PaymentView';
import { getIntl, getLocale } from '@/platform/i18n/server';
import styles from '@/ui/shop.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'checkout.payment.meta.title' }), robots: { index: false } };
}

/** Payment step (spec §2): the order is in the browser's storage, so the guards run there. */
export default async function CheckoutPaymentPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <div className={styles.page}>
      <CheckoutSteps locale={locale} current="payment" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'checkout.payment.title' })}</h1>
      <PaymentView />
    </div>
  );
}
