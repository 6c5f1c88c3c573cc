import { z } from 'zod';
import type { Category } from '../../domain/category';
import { LOCALES, type Locale } from '../../domain/locales';
import type { ContentClient } from './client';
import type { StrapiQuery } from './query-string';

export type CategoryList = 'topLevel' | 'popular' | 'menu';

// Spec §7's category lists; all sorted by `order` within one locale.
const LIST_FILTERS: Record<CategoryList, StrapiQuery> = {
  topLevel: { hidden: { $eq: false }, parent: { id: { $null: true } } },
  popular: { popular: { $eq: true } },
  menu: { show_in_menu: { $eq: true } },
};

// Strapi always adds id and documentId.
const FIELDS = ['slug', 'url', 'name', 'locale', 'order', 'popular', 'show_in_menu', 'hidden'];

// Strapi's default maxLimit; the catalogue has a few dozen categories per locale, so one page holds every list.
const PAGE_SIZE = 100;

/** A category entry of Strapi 5's flattened REST response; flags never set come back as null. */
const strapiCategory = z
  .object({
    documentId: z.string(),
    slug: z.string(),
    url: z.string(),
    name: z.string(),
    locale: z.enum(LOCALES),
    order: z.number().int().nullable(),
    popular: z.boolean().nullable(),
    show_in_menu: z.boolean().nullable(),
    hidden: z.boolean().nullable(),
  })
  .transform(
    (entry): Category => ({
      id: entry.documentId,
      slug: entry.slug,
      url: entry.url,
      name: entry.name,
      locale: entry.locale,
      order: entry.order ?? 0,
      popular: entry.popular ?? false,
      showInMenu: entry.show_in_menu ?? false,
      hidden: entry.hidden ?? false,
    }),
  );

export function categoryListQuery(list: CategoryList, locale: Locale): StrapiQuery {
  return { locale, filters: LIST_FILTERS[list], sort: 'order:asc', fields: FIELDS, pagination: { pageSize: PAGE_SIZE } };
}

export function fetchCategoryList(client: ContentClient, list: CategoryList, locale: Locale): Promise<Category[]> {
  return client.find('categories', categoryListQuery(list, locale), strapiCategory);
}
