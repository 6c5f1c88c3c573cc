import type { Metadata } from 'next';
import { languages, type AppLocale } from '@/platform/i18n/locales';
import { pageUrls, type LocalizedPaths } from './alternates';

type Page = {
  title: string;
  description: string;
  locale: AppLocale;
  /** The page's path in each locale it exists in; the current locale's is required. */
  paths: LocalizedPaths;
  /** The page's preview for link cards; alt in the page's language. */
  image?: { url: string; width: number; height: number; alt: string };
  /** For pages search engines should follow but not list (search results). */
  noIndex?: boolean;
};

/** Title, description, canonical URL, hreflang alternates and Open Graph data of a browsing page. */
export function pageMetadata({ title, description, locale, paths, image, noIndex }: Page): Metadata {
  const alternates = pageUrls(paths, locale);
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates.canonical,
      // Open Graph wants language_TERRITORY: fr_FR.
      locale: `${locale}_${languages[locale].region}`,
      images: image ? [image] : undefined,
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
