import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AppLocale } from '../src/i18n/locales';
import { localeOfPath, localePath } from '../src/i18n/localePath';
import { type MessageId, messages } from '../src/i18n/messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/**
 * A page the web's server answers itself, before Next, in the language of the path prefix of `url`: a title,
 * paragraphs and a link home. Self-contained (no script, no style) and never echoing the URL, so it is safe for
 * any address and costs no render.
 */
export function plainPage(url: string, title: MessageId, paragraphs: MessageId[]): string {
  const locale: AppLocale = localeOfPath(url.split(/[?#]/, 1)[0]);
  const text = (id: MessageId) => escapeHtml(messages[locale][id]);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${text(title)}</title></head>
<body>
<main>
<h1>${text(title)}</h1>
${paragraphs.map((id) => `<p>${text(id)}</p>`).join('\n')}
<p><a href="${localePath(locale, '/')}">${text('notFound.home')}</a></p>
</main>
</body>
</html>
`;
}

/** Sends a plain page with the shop's security headers (`headers`), kept by no cache. */
export function sendPlainPage(
  response: ServerResponse,
  {
    status,
    headers,
    html,
    extra = {},
  }: { status: number; headers: OutgoingHttpHeaders; html: string; extra?: OutgoingHttpHeaders },
): void {
  response.writeHead(status, {
    ...headers,
    ...extra,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(html);
}
