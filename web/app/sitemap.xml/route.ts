import { diagramPageCount } from '@/platform/seo/sitemap/loadSitemap';
import { sitemapFileName, sitemapFiles } from '@/platform/seo/sitemap/sitemapFiles';
import { sitemapIndexXml, sitemapUnavailable, xmlResponse } from '@/platform/seo/sitemap/sitemapXml';
import { absoluteUrl } from '@/platform/config/siteUrl';

/**
 * /sitemap.xml (spec §2): a sitemap index. Every page in five locales, slides included, is more
 * than one sitemap may hold (50,000 URLs), so the URLs live in /sitemaps/*.xml.
 */
export async function GET(): Promise<Response> {
  const pages = await diagramPageCount();
  if (pages === undefined) return sitemapUnavailable();
  const locs = sitemapFiles(pages).map((file) => absoluteUrl(`/sitemaps/${sitemapFileName(file)}`));
  return xmlResponse(sitemapIndexXml(locs));
}
