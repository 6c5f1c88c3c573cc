import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import { AlternatesProvider } from '@/platform/routing/alternates';
import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
import { Logo } from '@/ui/Logo';
import styles from './account.module.css';

/** The account site's own layout (spec §1): the brand, the languages and a way back to the shop. */
export async function AccountFrame({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const intl = await getIntl(locale);
  return (
    <AlternatesProvider>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Logo locale={locale} />
          <LanguageSwitcher />
          <Link className={styles.back} href={localePath(locale, '/')}>
            {intl.formatMessage({ id: 'account.backToShop' })}
          </Link>
        </div>
      </header>
      <main id="main" className="container">
        {children}
      </main>
    </AlternatesProvider>
  );
}
