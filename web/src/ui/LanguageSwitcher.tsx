'use client';

import { useIntl } from 'react-intl';
import { useAlternatePath } from '@/platform/routing/alternates';
import { languages, locales, type AppLocale } from '@/platform/i18n/locales';
import { localeCookieString } from '@/platform/i18n/localeCookie';
import { flags } from './flags';
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
      {/* Decorative: the language's name beside it is the link's text. A plain <img>: an SVG that next/image
          would not optimize, without next/image's client component in every page's first load. Low priority: else
          React preloads each flag in the head, where they compete with the render-blocking stylesheets (docs/adr/0021). */}
      {/* biome-ignore lint/performance/noImgElement: see above */}
      <img className={styles.flag} src={flags[locale]} alt="" width={20} height={15} fetchPriority="low" />
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
