import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { AppLocale } from './locales';
import { messages } from './messages';

/**
 * Which of a locale's messages a page's browser gets. `frame`: what client components on every page may say.
 * `all`: besides, the checkout's, the plans' and the advisor's, for the pages that show them (their layouts and
 * the chat page wrap them in <AllMessages>).
 */
export type MessageScope = 'frame' | 'all';

/** Namespaces only server components format (with getIntl): never sent to the browser. */
const SERVER_ONLY = [
  'badRequest',
  'brand',
  'catalog',
  'category',
  'diagram',
  'footer',
  'home',
  'layout',
  'meta',
  'notFound',
  'search',
  'slide',
  'staticPage',
];
/** Namespaces of client components on a few pages only: the checkout, plan steps, the advisor. */
const AREAS = ['advisor', 'checkout', 'plans'];

function sentIn(id: string, scope: MessageScope): boolean {
  const namespace = id.slice(0, id.indexOf('.'));
  return !SERVER_ONLY.includes(namespace) && (scope === 'all' || !AREAS.includes(namespace));
}

const compiled = new Map<string, Record<string, MessageFormatElement[]>>();

/**
 * A locale's messages parsed here on the server, for the browser's IntlProvider: react-intl formats parsed
 * messages without its ICU parser, which next.config.ts leaves out of the browser's bundle (−7 kB gzip on
 * every page, docs/adr/0021). Only those of `scope`: every message sent lands in each page's HTML, cached
 * pages included. Parsed once per locale and scope for the life of the process.
 */
export function compiledMessages(locale: AppLocale, scope: MessageScope): Record<string, MessageFormatElement[]> {
  const key = `${locale}:${scope}`;
  let parsed = compiled.get(key);
  if (!parsed) {
    parsed = Object.fromEntries(
      Object.entries(messages[locale])
        .filter(([id]) => sentIn(id, scope))
        .map(([id, text]) => [id, parse(text)]),
    );
    compiled.set(key, parsed);
  }
  return parsed;
}
