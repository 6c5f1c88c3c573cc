import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { localePath } from '@/platform/i18n/localePath';
import { PlainImage } from '@/ui/PlainImage';
import { BRAND_NAME } from './brand';
import logoMark from './logo-mark.svg';
import styles from './Logo.module.css';

/** The shop's mark and name, linking to the home page of the current locale. */
export async function Logo({ locale }: { locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <Link href={localePath(locale, '/')} className={styles.logo} aria-label={intl.formatMessage({ id: 'brand.home' })}>
      {/* Low priority, as the language flags: not preloaded ahead of the stylesheets for 34 pixels of mark. */}
      <PlainImage
        className={styles.mark}
        src={logoMark}
        alt=""
        width={34}
        height={34}
        loading="eager"
        fetchPriority="low"
      />
      <span className={styles.name}>{BRAND_NAME}</span>
    </Link>
  );
}
