import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { AppLocale } from './locales';
import { messages } from './messages';

const compiled = new Map<AppLocale, Record<string, MessageFormatElement[]>>();

/**
 * A locale's messages parsed here on the server, for the browser's IntlProvider: react-intl formats parsed
 * messages without its ICU parser, which next.config.ts leaves out of the browser's bundle (−7 kB gzip on
 * every page, docs/adr/0021). Parsed once per locale for the life of the process.
 */
export function compiledMessages(locale: AppLocale): Record<string, MessageFormatElement[]> {
  let parsed = compiled.get(locale);
  if (!parsed) {
    parsed = Object.fromEntries(Object.entries(messages[locale]).map(([id, text]) => [id, parse(text)]));
    compiled.set(locale, parsed);
  }
  return parsed;
}
