import { sitemapFileUrls } from '@/platform/seo/sitemap/loadSitemap';
import { parseSitemapFileName } from '@/platform/seo/sitemap/sitemapFiles';
import { sitemapUnavailable, urlsetXml, xmlResponse } from '@/platform/seo/sitemap/sitemapXml';

/** A child sitemap of /sitemap.xml: pages.xml (shop pages and categories) or diagrams-{n}.xml (diagrams and slides). */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>): Promise<Response> {
  const file = parseSitemapFileName((await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  const urls = await sitemapFileUrls(file);
  if (!urls) return sitemapUnavailable();
  return xmlResponse(urlsetXml(urls));
}
