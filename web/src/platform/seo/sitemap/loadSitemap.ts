import {
  SitemapCategoriesDocument,
  SitemapDiagramsDocument,
  SitemapSizeDocument,
  type SitemapCategoryFragment,
} from '@/gql/graphql';
import { queryGateway } from '@/platform/gateway/queryGateway';
import { categoryUrls, diagramUrls, shopPageUrls } from './sitemapEntries';
import { DIAGRAMS_PER_SITEMAP, type SitemapFile } from './sitemapFiles';
import type { SitemapUrl } from './sitemapXml';

const pageSize = DIAGRAMS_PER_SITEMAP;

/**
 * The catalogue is read in English, the backend's default locale: each diagram, slide and category
 * brings its other locales as localizations. Undefined when the gateway fails.
 */
export async function diagramPageCount(): Promise<number | undefined> {
  const result = await queryGateway(SitemapSizeDocument, { pageSize });
  return result.ok ? result.data.catalogue.pageCount : undefined;
}

/**
 * Categories have no list of their own in the gateway: the top-level ones, and every category a
 * diagram is in (with its parent), found by going through the catalogue page by page.
 */
async function allCategories(): Promise<SitemapCategoryFragment[] | undefined> {
  const categories: SitemapCategoryFragment[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const result = await queryGateway(SitemapCategoriesDocument, { page, pageSize });
    if (!result.ok) return undefined;
    pageCount = result.data.catalogue.pageCount;
    if (page === 1) categories.push(...result.data.topLevelCategories);
    for (const diagram of result.data.catalogue.items) {
      for (const category of diagram.categories)
        categories.push(category, ...(category.parent ? [category.parent] : []));
    }
  }
  return categories;
}

/** The URLs of one child sitemap; undefined when the gateway fails. */
export async function sitemapFileUrls(file: SitemapFile): Promise<SitemapUrl[] | undefined> {
  if (file.kind === 'pages') {
    const categories = await allCategories();
    return categories && [...shopPageUrls(), ...categoryUrls(categories)];
  }
  const result = await queryGateway(SitemapDiagramsDocument, { page: file.page, pageSize });
  return result.ok ? diagramUrls(result.data.catalogue.items) : undefined;
}
