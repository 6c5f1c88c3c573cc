import { LOCALES, type Locale } from './locales';

/** The same entity in another locale: its url (a slide's url_title) and display name. */
export interface LocalizedLink {
  locale: Locale;
  url: string;
  name: string;
}

/** In the site's locale order, so clients list languages the same way everywhere. */
export function sortLinks(links: LocalizedLink[]): LocalizedLink[] {
  return [...links].sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
}
