import { z } from 'zod';
import type { Category } from '../../domain/category';
import type { CategoryNode } from '../../domain/category-tree';
import { LOCALES, type Locale } from '../../domain/locales';
import type { ContentClient } from './client';
import { findAll } from './fetch-all';
import { strapiLinks } from './fields';
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
const categoryFields = z.object({
  documentId: z.string(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
  locale: z.enum(LOCALES),
  order: z.number().int().nullable(),
  popular: z.boolean().nullable(),
  show_in_menu: z.boolean().nullable(),
  hidden: z.boolean().nullable(),
});

const toCategory = (entry: z.infer<typeof categoryFields>): Category => ({
  id: entry.documentId,
  slug: entry.slug,
  url: entry.url,
  name: entry.name,
  locale: entry.locale,
  order: entry.order ?? 0,
  popular: entry.popular ?? false,
  showInMenu: entry.show_in_menu ?? false,
  hidden: entry.hidden ?? false,
});

const strapiCategory = categoryFields.transform(toCategory);

const strapiCategoryNode = categoryFields
  .extend({ parent: z.object({ documentId: z.string() }).nullable(), localizations: strapiLinks('url', 'name') })
  .transform(
    (entry): CategoryNode => ({
      ...toCategory(entry),
      parentId: entry.parent?.documentId ?? null,
      localizations: entry.localizations,
    }),
  );

/** An entry with every localization, each a category of its own locale. */
const strapiLocalizedCategory = categoryFields
  .extend({ localizations: z.array(categoryFields) })
  .transform((entry): Category[] => [toCategory(entry), ...entry.localizations.map(toCategory)]);

export function categoryListQuery(list: CategoryList, locale: Locale): StrapiQuery {
  return {
    locale,
    filters: LIST_FILTERS[list],
    sort: 'order:asc',
    fields: FIELDS,
    pagination: { pageSize: PAGE_SIZE },
  };
}

export function fetchCategoryList(client: ContentClient, list: CategoryList, locale: Locale): Promise<Category[]> {
  return client.find(
    'categories',
    categoryListQuery(list, locale),
    strapiCategory,
    list === 'popular' ? 'popularCategories' : 'categories',
  );
}

/** Every category of a locale with its parent's id and its localizations: the category tree. */
export function fetchCategoryNodes(client: ContentClient, locale: Locale): Promise<CategoryNode[]> {
  const query = {
    locale,
    sort: 'order:asc',
    fields: FIELDS,
    populate: { parent: { fields: ['slug'] }, localizations: { fields: ['url', 'name', 'locale'] } },
  };
  return findAll(client, 'categories', query, strapiCategoryNode, 'categories');
}

/**
 * Spec §7 (bundles, free-sample category): the English category with that url, with its localizations,
 * as one category per locale; empty when there is none. All fields, not only url/locale/name: the
 * gateway serves whole categories.
 */
export async function fetchEnglishCategoryWithLocalizations(client: ContentClient, url: string): Promise<Category[]> {
  const query = {
    locale: 'en',
    filters: { url: { $eq: url } },
    fields: FIELDS,
    populate: { localizations: { fields: FIELDS } },
  };
  const [entry] = await client.find('categories', query, strapiLocalizedCategory, 'categories');
  return entry ?? [];
}
