import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { AppLocale } from './locales';
import { messages } from './messages';

/**
 * Which of a locale's messages a page's browser gets. `frame`: what client components on every shop page may say.
 * `all`: every message a client component says, for the pages that show more than the frame's (the checkout and
 * account layouts, the chat and contact pages wrap them in <AllMessages>).
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

/**
 * The frame's messages, by id prefix: the header, add to cart, the hearts and the wishlist page, consent, chat, the
 * newsletter's block, form, human check and link pages, the diagram page's credit button, and the error and account
 * notices these share. Every message lands in each page's HTML and is serialized again with each render (a third
 * of a diagram page's HTML when the frame had every namespace but the checkout's, plans' and advisor's).
 */
const FRAME = [
  'header.',
  'cart.',
  'consent.',
  'chatWidget.',
  'languageSwitcher.',
  'scroll.',
  'errors.',
  'newsletter.',
  'verification.',
  'wishlist.',
  'credits.again',
  'credits.spend',
  'credits.downloaded',
  'credits.fallbackLink',
  'credits.error.',
  'account.error.',
  'account.header.',
  'account.wait',
];

function sentIn(id: string, scope: MessageScope): boolean {
  if (scope === 'frame') return FRAME.some((prefix) => id.startsWith(prefix));
  return !SERVER_ONLY.includes(id.slice(0, id.indexOf('.')));
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
