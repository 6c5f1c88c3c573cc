import DataLoader from 'dataloader';
import type { Category } from '../domain/category';
import type { Locale } from '../domain/locales';
import { type CategoryList, fetchCategoryList } from '../upstreams/content/categories';
import type { ContentClient } from '../upstreams/content/client';

export interface Loaders {
  topLevelCategories: DataLoader<Locale, Category[]>;
  popularCategories: DataLoader<Locale, Category[]>;
  menuCategories: DataLoader<Locale, Category[]>;
}

export function createLoaders(content: ContentClient): Loaders {
  const categoryList = (list: CategoryList) => perLocale((locale) => fetchCategoryList(content, list, locale));
  return {
    topLevelCategories: categoryList('topLevel'),
    popularCategories: categoryList('popular'),
    menuCategories: categoryList('menu'),
  };
}

/** One upstream call per distinct locale of a batch; a locale that fails fails only its own keys. */
function perLocale<V>(load: (locale: Locale) => Promise<V>): DataLoader<Locale, V> {
  return new DataLoader<Locale, V>((locales) =>
    Promise.all(locales.map((locale) => load(locale).catch((error: Error) => error))),
  );
}
