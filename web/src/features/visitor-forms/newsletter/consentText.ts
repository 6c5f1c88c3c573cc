import type { AppLocale } from '@/platform/i18n/locales';
import { type MessageId, messages } from '@/platform/i18n/messages';

/** The agreement's label as the visitor read it (its link markup removed): the text the backend records with the consent. */
export function consentText(locale: AppLocale, label: MessageId): string {
  return messages[locale][label].replace(/<\/?\w+>/g, '');
}
