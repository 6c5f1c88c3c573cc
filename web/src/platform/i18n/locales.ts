export const locales = ['en', 'fr', 'de', 'es', 'pt'] as const;
export type AppLocale = (typeof locales)[number];

export const defaultLocale: AppLocale = 'en';

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Each language's own name (shown as is in every locale) and the region its flag comes from (spec §3). */
export const languages: Record<AppLocale, { name: string; region: string }> = {
  en: { name: 'English', region: 'US' },
  fr: { name: 'Français', region: 'FR' },
  de: { name: 'Deutsch', region: 'DE' },
  es: { name: 'Español', region: 'ES' },
  pt: { name: 'Português', region: 'PT' },
};
