import { z } from 'zod';
import type { CatalogueSort } from '../../domain/catalogue-sort';
import type { Diagram } from '../../domain/diagram';
import { LOCALES, type Locale } from '../../domain/locales';
import type { Page, Paging } from '../../domain/paging';
import type { ContentClient } from './client';
import { findAll } from './fetch-all';
import { IMAGE_FIELDS, strapiIds, strapiImage, strapiLinks, strapiPrices } from './fields';
import type { StrapiQuery } from './query-string';
import { SLIDE_FIELDS, SLIDE_POPULATE, strapiSlide } from './slides';

const FIELDS = ['legacy_id', 'url', 'title', 'locale', 'released_at', 'tags', 'createdAt', 'credit_cost'];

/** Spec §9's sorts; legacy_id breaks ties so that pages never overlap. PRICE_* sort by `price`, the USD price. */
export const STRAPI_SORTS: Record<CatalogueSort, string[]> = {
  ORIGINAL: ['legacy_id:asc'],
  PRICE_ASC: ['price:asc', 'legacy_id:asc'],
  PRICE_DESC: ['price:desc', 'legacy_id:asc'],
  CREATED_ASC: ['released_at:asc', 'legacy_id:asc'],
};

/** A catalogue entry: everything of a list item in one call, slides only counted. Categories as ids: the tree resolves them. */
const SUMMARY_POPULATE = {
  image: { fields: IMAGE_FIELDS },
  categories: { fields: ['slug'] },
  localizations: { fields: ['url', 'title', 'locale'] },
  slides: { count: true },
};

/** A diagram page: the summary plus every slide. */
const DETAIL_POPULATE = {
  ...SUMMARY_POPULATE,
  slides: { fields: SLIDE_FIELDS, populate: SLIDE_POPULATE, sort: ['number:asc'] },
};

const strapiDiagramEntry = z.object({
  documentId: z.string(),
  legacy_id: z.number().int().nullable(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  locale: z.enum(LOCALES),
  released_at: z.string().nullable(),
  createdAt: z.string(),
  tags: z.unknown(),
  credit_cost: z.number().int().positive().nullish(),
  prices: strapiPrices.optional(),
  image: strapiImage,
  categories: strapiIds.optional(),
  localizations: strapiLinks('url', 'title').optional(),
  slides: z.union([z.object({ count: z.number().int() }), z.array(strapiSlide)]).optional(),
});

function toDiagram(entry: z.infer<typeof strapiDiagramEntry>): Diagram {
  const slides = Array.isArray(entry.slides) ? [...entry.slides].sort((a, b) => a.number - b.number) : undefined;
  return {
    id: entry.documentId,
    legacyId: entry.legacy_id ?? 0,
    url: entry.url ?? '',
    title: entry.title ?? '',
    locale: entry.locale,
    image: entry.image,
    prices: entry.prices ?? [],
    creditCost: entry.credit_cost ?? 1,
    createdAt: new Date(entry.released_at ?? entry.createdAt),
    tags: Array.isArray(entry.tags) ? entry.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    slideCount: slides?.length ?? (entry.slides && 'count' in entry.slides ? entry.slides.count : 0),
    slides,
    categoryIds: entry.categories ?? [],
    localizations: entry.localizations ?? [],
  };
}

const strapiDiagram = strapiDiagramEntry.transform(toDiagram);

/** A diagram as the catalogue lists it, with its slides' titles: what search indexes, and answers with. */
export interface SearchableDiagram {
  diagram: Diagram;
  slideTitles: string[];
}

const strapiSearchableDiagram = strapiDiagramEntry
  .extend({ slides: z.array(z.object({ title: z.string().nullable() })) })
  .transform(
    ({ slides, ...entry }): SearchableDiagram => ({
      diagram: toDiagram({ ...entry, slides: { count: slides.length } }),
      slideTitles: slides.flatMap((slide) => slide.title ?? []),
    }),
  );

/**
 * Every diagram of a locale, 100 per call, in the catalogue's shape. Not cached, the index built from them is the
 * cache; but their last good copies are kept, so a gateway started during a backend outage still builds its index
 * (from Redis).
 */
export function fetchSearchableDiagrams(client: ContentClient, locale: Locale): Promise<SearchableDiagram[]> {
  const query = {
    locale,
    fields: FIELDS,
    populate: { ...SUMMARY_POPULATE, slides: { fields: ['title'] } },
    sort: 'legacy_id:asc',
  };
  return findAll(client, 'diagrams', query, strapiSearchableDiagram);
}

export interface CatalogueFilter extends Paging {
  locale: Locale;
  /** Diagrams in any of these categories; all diagrams when undefined. */
  categoryIds?: string[];
  sort: CatalogueSort;
}

export function catalogueQuery({ locale, categoryIds, sort, page, pageSize }: CatalogueFilter): StrapiQuery {
  return {
    locale,
    ...(categoryIds && { filters: { categories: { documentId: { $in: categoryIds } } } }),
    sort: STRAPI_SORTS[sort],
    fields: FIELDS,
    populate: SUMMARY_POPULATE,
    pagination: { page, pageSize },
  };
}

/** One catalogue page in one call: diagrams with image, category ids, localizations and slide count. */
export async function fetchCataloguePage(client: ContentClient, filter: CatalogueFilter): Promise<Page<Diagram>> {
  const { data, pagination } = await client.findPage('diagrams', catalogueQuery(filter), strapiDiagram, 'catalogue');
  return { items: data, ...pagination };
}

export type DiagramKey = 'url' | 'documentId' | 'legacy_id';

/** Strapi's maxLimit: the most values one call may look up. */
export const MAX_DIAGRAMS_PER_CALL = 100;

// Spec §9's query-string array limit: longer lists of values go as an `$or` of `$in` filters of 20.
const VALUES_PER_FILTER = 20;

/** `{ key: { $in: values } }`, or past 20 values an `$or` of such filters (up to 100 values in all). */
function valueFilter(key: DiagramKey, values: readonly string[]) {
  if (values.length <= VALUES_PER_FILTER) return { [key]: { $in: values } };
  const groups: string[][] = [];
  for (let start = 0; start < values.length; start += VALUES_PER_FILTER) {
    groups.push(values.slice(start, start + VALUES_PER_FILTER));
  }
  return { $or: groups.map((group) => ({ [key]: { $in: group } })) };
}

/** Summary: as in the catalogue. Detail: with every slide, as on a diagram page. */
export type DiagramShape = 'summary' | 'detail';

/** The diagrams of a locale whose `key` is one of `values`. */
export function fetchDiagramsBy(
  client: ContentClient,
  locale: Locale,
  key: DiagramKey,
  values: readonly string[],
  shape: DiagramShape,
): Promise<Diagram[]> {
  const query = {
    locale,
    filters: valueFilter(key, values),
    fields: FIELDS,
    populate: shape === 'detail' ? DETAIL_POPULATE : SUMMARY_POPULATE,
    pagination: { pageSize: MAX_DIAGRAMS_PER_CALL },
  };
  return client.find('diagrams', query, strapiDiagram, 'diagram');
}
