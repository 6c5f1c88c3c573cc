import type { AppLocale } from './locales';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import de from '../../messages/de.json';
import es from '../../messages/es.json';
import pt from '../../messages/pt.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** Typed per locale, so a key missing from a translation fails type checking too. */
export const messages: Record<AppLocale, Messages> = { en, fr, de, es, pt };

declare global {
  // Restricts react-intl's message ids to the keys of the catalogues.
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
