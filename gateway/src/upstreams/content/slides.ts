import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/locales';
import type { Slide } from '../../domain/slide';
import type { ContentClient } from './client';
import { IMAGE_FIELDS, strapiImage, strapiLinks } from './fields';

export const SLIDE_FIELDS = ['title', 'url_title', 'number', 'locale'];

/** What a slide is populated with wherever it is read: its image and its other locales. */
export const SLIDE_POPULATE = {
  image: { fields: IMAGE_FIELDS },
  localizations: { fields: ['url_title', 'title', 'locale'] },
};

export const strapiSlide = z
  .object({
    documentId: z.string(),
    title: z.string().nullable(),
    url_title: z.string().nullable(),
    number: z.number().int().nullable(),
    locale: z.enum(LOCALES),
    image: strapiImage,
    diagram: z.object({ documentId: z.string() }).nullish(),
    localizations: strapiLinks('url_title', 'title').optional(),
  })
  .transform(
    (entry): Slide => ({
      id: entry.documentId,
      title: entry.title ?? '',
      urlTitle: entry.url_title ?? '',
      number: entry.number ?? 0,
      locale: entry.locale,
      image: entry.image,
      diagramId: entry.diagram?.documentId,
      localizations: entry.localizations ?? [],
    }),
  );

// Loader batches are small (a page or two of lookups), far below Strapi's maxLimit.
const PAGE_SIZE = 100;

/** The slides of a locale whose url_title is one of `urlTitles`. */
export function fetchSlidesByUrlTitle(
  client: ContentClient,
  locale: Locale,
  urlTitles: readonly string[],
): Promise<Slide[]> {
  const query = {
    locale,
    filters: { url_title: { $in: urlTitles } },
    fields: SLIDE_FIELDS,
    populate: { ...SLIDE_POPULATE, diagram: { fields: ['url'] } },
    pagination: { pageSize: PAGE_SIZE },
  };
  return client.find('slides', query, strapiSlide, 'slide');
}
