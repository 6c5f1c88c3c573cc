import type { SitemapCategoryFragment, SitemapDiagramsQuery } from '@/gql/graphql';
import { categoryPath } from '@/platform/routing/categoryPath';
import { diagramPath } from '@/platform/routing/diagramPath';
import { slidePath } from '@/platform/routing/slidePath';
import { STATIC_PAGES, staticPagePaths, type StaticPage } from '@/platform/routing/staticPaths';
import { everyLocale, localizedPaths } from '../localizedPaths';
import { sitemapUrls, type SitemapUrl } from './sitemapXml';

type Diagram = SitemapDiagramsQuery['catalogue']['items'][number];

/** /test/ is deliberately left out: the spec does not say what it is for. */
const LISTED_STATIC_PAGES = (Object.keys(STATIC_PAGES) as StaticPage[]).filter((page) => page !== 'test');

/** The home page, the catalogue, new templates, the plans and the shop's own pages, in every locale. */
export function shopPageUrls(): SitemapUrl[] {
  return [
    everyLocale('/'),
    everyLocale('/catalog/'),
    everyLocale('/catalog/new/'),
    everyLocale('/subscription/'),
    ...LISTED_STATIC_PAGES.map(staticPagePaths),
  ].flatMap(sitemapUrls);
}

/** Each diagram and each of its slides, in every locale it has. */
export function diagramUrls(diagrams: Diagram[]): SitemapUrl[] {
  return diagrams.flatMap((diagram) => [
    ...sitemapUrls(localizedPaths(diagram, diagram.localizations, diagramPath)),
    ...diagram.slides.flatMap((slide) =>
      sitemapUrls(localizedPaths({ locale: slide.locale, url: slide.urlTitle }, slide.localizations, slidePath)),
    ),
  ]);
}

/** Each category once (they repeat across diagrams), in every locale it has. */
export function categoryUrls(categories: SitemapCategoryFragment[]): SitemapUrl[] {
  const unique = new Map(categories.map((category) => [category.url, category]));
  return [...unique.values()].flatMap((category) =>
    sitemapUrls(localizedPaths(category, category.localizations, categoryPath)),
  );
}
