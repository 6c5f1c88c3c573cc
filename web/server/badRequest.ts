import { localeOfPath } from '../src/i18n/localePath';
import { messages } from '../src/i18n/messages';

/**
 * True when the path of `url` has a % that does not start a valid UTF-8 escape
 * (/diagrams/%E0%A4%A/, /fr/s/%ZZ/): Next fails on decoding such a path with a 500.
 */
export function hasMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/**
 * The 400 page for a malformed address, in the language of its path prefix. Self-contained (no
 * script, no style): the path cannot reach Next's renderer, and the message must not echo it.
 */
export function badRequestPage(url: string): string {
  const locale = localeOfPath(url.split(/[?#]/, 1)[0]);
  const text = messages[locale];
  const title = escapeHtml(text['badRequest.title']);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(text['badRequest.message'])}</p>
<p><a href="${locale === 'en' ? '/' : `/${locale}/`}">${escapeHtml(text['notFound.home'])}</a></p>
</main>
</body>
</html>
`;
}
