import type { AppLocale } from '@/platform/i18n/locales';
import { pageUrls, type LocalizedPaths } from '../alternates';

/** One <url> of a sitemap: a page in one locale, with the hreflang alternates of all its locales. */
export type SitemapUrl = { loc: string; alternates: Record<string, string> };

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page's entries: one per locale it exists in, each listing every version, as its metadata does. */
export function sitemapUrls(paths: LocalizedPaths): SitemapUrl[] {
  return (Object.keys(paths) as AppLocale[]).map((locale) => {
    const { canonical, languages } = pageUrls(paths, locale);
    return { loc: canonical, alternates: languages };
  });
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(({ loc, alternates }) => {
      const links = Object.entries(alternates)
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
        .join('');
      return `<url><loc>${escapeXml(loc)}</loc>${links}</url>`;
    })
    .join('\n');
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

/** An XML response search engines may cache for an hour: the catalogue changes slowly. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

/** When the gateway fails: crawlers come back later instead of dropping the URLs. */
export function sitemapUnavailable(): Response {
  return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'retry-after': '300' } });
}
