'use client';

import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import { flagEmoji, languages, locales } from '@/i18n/locales';
import { localeCookieString } from '@/i18n/localeCookie';
import { switchLocalePath } from '@/i18n/localePath';
import styles from './LanguageSwitcher.module.css';

/**
 * Links to the current page in every other locale. Clicking one stores the choice in the locale
 * cookie first: the proxy would otherwise send an unprefixed (English) URL back to the old locale.
 * Plain links, as another locale is another root layout (a full page load in any case).
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const pathname = usePathname();
  const others = locales.filter((locale) => locale !== intl.locale);

  return (
    <nav aria-label={intl.formatMessage({ id: 'languageSwitcher.label' })}>
      <ul className={styles.list}>
        {others.map((locale) => (
          <li key={locale}>
            <a
              className={styles.link}
              href={switchLocalePath(pathname, locale)}
              hrefLang={locale}
              lang={locale}
              onClick={() => {
                document.cookie = localeCookieString(locale);
              }}
            >
              <span className={styles.flag} aria-hidden="true">
                {flagEmoji(languages[locale].region)}
              </span>
              {languages[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
