import type { ReactNode } from 'react';
import { getLocale } from '@/i18n/server';
import { CheckoutHeader } from '@/layout/CheckoutHeader';

/** The checkout layout (spec §2): a reduced frame for the checkout steps. */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CheckoutHeader locale={await getLocale()} />
      <main id="main" className="container">
        {children}
      </main>
    </>
  );
}
