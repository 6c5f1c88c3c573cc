import type { Metadata } from 'next';
import { getIntl, getLocale } from '@/i18n/server';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'checkout.order.meta.title' }) };
}

/** Cart and order step: a placeholder until the cart exists. */
export default async function CheckoutOrderPage() {
  const intl = await getIntl(await getLocale());
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'checkout.order.title' })}</h1>
      <p>{intl.formatMessage({ id: 'checkout.order.empty' })}</p>
    </div>
  );
}
