'use client';

import { useIntl } from 'react-intl';
import { useAlternatePath } from '@/i18n/alternates';
import { flagEmoji, languages, locales, type AppLocale } from '@/i18n/locales';
import { localeCookieString } from '@/i18n/localeCookie';
import styles from './LanguageSwitcher.module.css';

/**
 * The current page in another locale. Clicking stores the choice in the locale cookie first: the
 * proxy would otherwise send an unprefixed (English) URL back to the old locale. A plain link, as
 * another locale is another root layout (a full page load in any case).
 */
function LanguageLink({ locale }: { locale: AppLocale }) {
  return (
    <a
      className={styles.link}
      href={useAlternatePath(locale)}
      hrefLang={locale}
      lang={locale}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
        document.cookie = localeCookieString(locale);
      }}
    >
      <span className={styles.flag} aria-hidden="true">
        {flagEmoji(languages[locale].region)}
      </span>
      {languages[locale].name}
    </a>
  );
}

/** Links to the current page in every other locale, each with the flag of its language's region. */
export function LanguageSwitcher() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'languageSwitcher.label' })}>
      <ul className={styles.list}>
        {locales
          .filter((locale) => locale !== intl.locale)
          .map((locale) => (
            <li key={locale}>
              <LanguageLink locale={locale} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
