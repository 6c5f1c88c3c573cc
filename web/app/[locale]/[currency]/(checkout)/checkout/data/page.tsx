import type { Metadata } from 'next';
import { CheckoutSteps } from '@/features/checkout/steps/CheckoutSteps';
import { countryOptions } from '@/features/checkout/steps/countries';
import { CustomerForm } from '@/features/checkout/steps/CustomerForm';
import { getIntl, getLocale } from '@/platform/i18n/server';
import styles from '@/ui/shop.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const intl = await getIntl(await getLocale());
  return { title: intl.formatMessage({ id: 'checkout.data.meta.title' }), robots: { index: false } };
}

/** Checkout data step (spec §2): the customer's email, name, country, company and VAT id. */
export default async function CheckoutDataPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <div className={styles.page}>
      <CheckoutSteps locale={locale} current="data" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'checkout.data.title' })}</h1>
      <CustomerForm countries={countryOptions(locale)} />
    </div>
  );
}
