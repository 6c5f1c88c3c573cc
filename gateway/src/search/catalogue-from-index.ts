import { centsOf } from '@shop/money';
import { noteOutageCopy } from '../cache/outage-answers';
import type { CatalogueSort } from '../domain/catalogue-sort';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import { type Page, pageOf } from '../domain/paging';
import type { CatalogueFilter } from '../upstreams/content/diagrams';
import { isContentOutage } from '../upstreams/content/errors';
import type { DiagramSearch } from './diagram-search';

const byLegacyId = (a: Diagram, b: Diagram) => a.legacyId - b.legacyId;
// The backend sorts by `price`, the USD price; the price set holds the same amount.
const usdCents = (diagram: Diagram) => centsOf(diagram.prices).get('USD') ?? 0;

/** STRAPI_SORTS (upstreams/content/diagrams.ts), over diagrams in memory. */
const ORDERS: Record<CatalogueSort, (a: Diagram, b: Diagram) => number> = {
  ORIGINAL: byLegacyId,
  PRICE_ASC: (a, b) => usdCents(a) - usdCents(b) || byLegacyId(a, b),
  PRICE_DESC: (a, b) => usdCents(b) - usdCents(a) || byLegacyId(a, b),
  CREATED_ASC: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || byLegacyId(a, b),
};

/**
 * For a read that failed with `error` and had no last good copy: when the backend is down, the search index's copy
 * of every diagram of `locale`, read before the outage (docs/adr/0026), and the request is noted as answered from
 * it. Otherwise, or with no copy either, `error`.
 */
export async function indexCopyDuringOutage(
  error: unknown,
  search: DiagramSearch,
  locale: Locale,
): Promise<readonly Diagram[]> {
  if (!isContentOutage(error)) throw error;
  const copy = await search.catalogue(locale).catch(() => {
    throw error;
  });
  noteOutageCopy();
  return copy;
}

/**
 * A catalogue page listed from the search index's copy of every diagram of a locale, as the backend would list it:
 * the diagrams of any of the categories asked for, sorted, paged. For a page with no last good copy while the
 * backend is down (docs/adr/0026).
 */
export function catalogueFromIndex(
  diagrams: readonly Diagram[],
  { categoryIds, sort, page, pageSize }: CatalogueFilter,
): Page<Diagram> {
  const wanted = categoryIds && new Set(categoryIds);
  const listed = wanted
    ? diagrams.filter((diagram) => diagram.categoryIds.some((id) => wanted.has(id)))
    : [...diagrams];
  return pageOf(listed.sort(ORDERS[sort]), { page, pageSize });
}
