import { z } from 'zod';
import type { Locale } from '../../domain/locales';
import type { ContentClient } from './client';
import { findAll } from './fetch-all';

/** What the search index holds of a diagram: its title and its slides' titles. */
export interface SearchableDiagram {
  id: string;
  title: string;
  slideTitles: string[];
}

const strapiSearchable = z
  .object({
    documentId: z.string(),
    title: z.string().nullable(),
    slides: z.array(z.object({ title: z.string().nullable() })),
  })
  .transform(
    (entry): SearchableDiagram => ({
      id: entry.documentId,
      title: entry.title ?? '',
      slideTitles: entry.slides.flatMap((slide) => slide.title ?? []),
    }),
  );

/**
 * Every diagram of a locale, 100 per call. Not cached, the index built from them is the cache; but their last good
 * copies are kept, so a gateway started during a backend outage still builds its index (from Redis).
 */
export function fetchSearchableDiagrams(client: ContentClient, locale: Locale): Promise<SearchableDiagram[]> {
  const query = { locale, fields: ['title'], populate: { slides: { fields: ['title'] } }, sort: 'legacy_id:asc' };
  return findAll(client, 'diagrams', query, strapiSearchable);
}
