import type { AppLocale } from '@/platform/i18n/locales';

/** Spec §9: the SDK is looked for every 150 ms, 200 times (30 s), before 'Chatwoot not loaded'. */
export const SDK_POLL = { everyMs: 150, tries: 200 } as const;
/** Spec §9: the widget's holder (its frame) is looked for every 100 ms, 100 times, once the SDK runs. */
export const HOLDER_POLL = { everyMs: 100, tries: 100 } as const;

/** What Chatwoot's SDK reads from `window.chatwootSettings` when it runs (spec §9's defaults). */
export type ChatwootSettings = {
  locale: AppLocale;
  position: 'right';
  darkMode: 'auto';
  type: 'expanded_bubble';
  launcherTitle: string;
};

export function chatwootSettings(locale: AppLocale, launcherTitle: string): ChatwootSettings {
  return { locale, position: 'right', darkMode: 'auto', type: 'expanded_bubble', launcherTitle };
}

/** Where a Chatwoot installation serves its website SDK. */
export function sdkUrl(baseUrl: string): string {
  return `${baseUrl}/packs/js/sdk.js`;
}
