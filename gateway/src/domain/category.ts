import type { Locale } from './locales';

/** One category in one locale, as the gateway serves it. */
export interface Category {
  /** Shared by every locale of the category (Strapi's documentId). */
  id: string;
  /** English key, the same in every locale. */
  slug: string;
  /** Localized path segment of /category/{url}. */
  url: string;
  name: string;
  locale: Locale;
  order: number;
  popular: boolean;
  showInMenu: boolean;
  hidden: boolean;
}
