import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AppLocale } from '../src/platform/i18n/locales';
import { localeOfPath, localePath } from '../src/platform/i18n/localePath';
import { type MessageId, messages } from '../src/platform/i18n/messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

// The shop's ink, text and primary colours (src/styles), on the system's own font: nothing to load.
const BODY = "margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#344054;line-height:1.5";
const MAIN = 'max-width:40rem;margin:0 auto;padding:clamp(32px,8vw,72px) clamp(16px,4vw,32px)';
const HEADING = 'margin:0 0 16px;color:#101828;font-size:clamp(1.75rem,5vw,2.25rem);line-height:1.2';
const LINK = 'color:#4338ca;font-weight:600';

/**
 * A page the web's server answers itself, before Next, in the language of the path prefix of `url`: a title,
 * paragraphs and a link home. Self-contained (no script, no style sheet) and never echoing the URL, so it is safe
 * for any address and costs no render. Its look, in the shop's colours, is in style attributes: the CSP allows
 * those (style-src-attr), not an inline style sheet.
 */
export function plainPage(url: string, title: MessageId, paragraphs: MessageId[]): string {
  const locale: AppLocale = localeOfPath(url.split(/[?#]/, 1)[0]);
  const text = (id: MessageId) => escapeHtml(messages[locale][id]);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${text(title)}</title></head>
<body style="${BODY}">
<main style="${MAIN}">
<h1 style="${HEADING}">${text(title)}</h1>
${paragraphs.map((id) => `<p>${text(id)}</p>`).join('\n')}
<p><a style="${LINK}" href="${localePath(locale, '/')}">${text('notFound.home')}</a></p>
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
