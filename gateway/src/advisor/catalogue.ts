import { z } from 'zod';
import type { Locale } from '../domain/locales';
import type { ContentClient } from '../upstreams/content/client';
import { findAll } from '../upstreams/content/fetch-all';
import { strapiPrices } from '../upstreams/content/fields';
import type { DiagramFacts } from './matching';

const strapiFacts = z
  .object({
    documentId: z.string(),
    legacy_id: z.number().int().nullable(),
    title: z.string().nullable(),
    prices: strapiPrices.optional(),
    categories: z.array(z.object({ slug: z.string().nullable(), hidden: z.boolean().nullable() })),
    slides: z.array(z.object({ title: z.string().nullable() })),
  })
  .transform(
    (entry): DiagramFacts => ({
      id: entry.documentId,
      legacyId: entry.legacy_id ?? 0,
      title: entry.title ?? '',
      prices: entry.prices ?? [],
      slideCount: entry.slides.length,
      categorySlugs: entry.categories.flatMap((category) => category.slug ?? []),
      hidden: entry.categories.some((category) => category.hidden === true),
      slideTitles: entry.slides.flatMap((slide) => slide.title ?? []),
    }),
  );

/**
 * What the advisor filters on, for every diagram of a locale, 100 a call. Cached like catalogue pages: a warm
 * gateway answers from its cache, and the content client reuses the decoded pages while their bodies are unchanged.
 */
export function fetchDiagramFacts(client: ContentClient, locale: Locale): Promise<DiagramFacts[]> {
  const query = {
    locale,
    fields: ['legacy_id', 'title'],
    populate: { prices: true, categories: { fields: ['slug', 'hidden'] }, slides: { fields: ['title'] } },
    sort: 'legacy_id:asc',
  };
  return findAll(client, 'diagrams', query, strapiFacts, 'catalogue');
}
