import DataLoader from 'dataloader';
import type { Category } from '../domain/category';
import { CategoryTree } from '../domain/category-tree';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { Page } from '../domain/paging';
import type { Plan } from '../domain/plan';
import type { Slide } from '../domain/slide';
import type { StaticPage } from '../domain/static-page';
import {
  type CategoryList,
  fetchCategoryList,
  fetchCategoryNodes,
  fetchEnglishCategoryWithLocalizations,
} from '../upstreams/content/categories';
import type { ContentClient } from '../upstreams/content/client';
import {
  type CatalogueFilter,
  type DiagramKey,
  type DiagramShape,
  MAX_DIAGRAMS_PER_CALL,
  fetchCataloguePage,
  fetchDiagramsBy,
} from '../upstreams/content/diagrams';
import { fetchPlans } from '../upstreams/content/plans';
import { fetchSlidesByUrlTitle } from '../upstreams/content/slides';
import { fetchStaticPage } from '../upstreams/content/static-pages';

/** An entity looked up by a string (url, id, url_title) within one locale. */
interface LocaleKey {
  locale: Locale;
  value: string;
}

export interface Loaders {
  topLevelCategories: DataLoader<Locale, Category[]>;
  popularCategories: DataLoader<Locale, Category[]>;
  menuCategories: DataLoader<Locale, Category[]>;
  /** Every category of a locale: parents, localizations, lookups by url and subcategories. */
  categoryTree: DataLoader<Locale, CategoryTree>;
  /** Keyed by English url: that category in every locale (spec §7's bundles and free-sample lookups). */
  englishCategory: DataLoader<string, Category[]>;
  cataloguePage: DataLoader<CatalogueFilter, Page<Diagram>, string>;
  diagramByUrl: DataLoader<LocaleKey, Diagram | null, string>;
  diagramById: DataLoader<LocaleKey, Diagram | null, string>;
  /** Catalogue-shaped diagrams by legacy id (the shop's diagram_id): cart and order lines, wishlists; 100 a call. */
  diagramByLegacyId: DataLoader<LocaleKey, Diagram | null, string>;
  slideByUrlTitle: DataLoader<LocaleKey, Slide | null, string>;
  /** Every plan of a locale, hidden ones too: the list and lookups by id share one call. */
  plans: DataLoader<Locale, Plan[]>;
  /** A static page's copy by key (its English slug). */
  staticPage: DataLoader<LocaleKey, StaticPage | null, string>;
}

export function createLoaders(content: ContentClient): Loaders {
  const categoryList = (list: CategoryList) => eachKey((locale: Locale) => fetchCategoryList(content, list, locale));
  const diagramsBy = (key: DiagramKey, shape: DiagramShape, maxBatchSize = MAX_VALUES_PER_CALL) =>
    byLocaleAndValue(
      (locale, values) => fetchDiagramsBy(content, locale, key, values, shape),
      (diagram) => (key === 'url' ? diagram.url : key === 'legacy_id' ? String(diagram.legacyId) : diagram.id),
      maxBatchSize,
    );
  return {
    topLevelCategories: categoryList('topLevel'),
    popularCategories: categoryList('popular'),
    menuCategories: categoryList('menu'),
    categoryTree: eachKey(async (locale: Locale) => new CategoryTree(await fetchCategoryNodes(content, locale))),
    englishCategory: eachKey((url: string) => fetchEnglishCategoryWithLocalizations(content, url)),
    cataloguePage: eachKey((filter: CatalogueFilter) => fetchCataloguePage(content, filter), {
      cacheKeyFn: (filter) => JSON.stringify(filter),
    }),
    diagramByUrl: diagramsBy('url', 'detail'),
    diagramById: diagramsBy('documentId', 'detail'),
    // Short numbers: a wishlist of 50 favourites or a full cart page is one call, as an $or of $in filters of 20.
    diagramByLegacyId: diagramsBy('legacy_id', 'summary', MAX_DIAGRAMS_PER_CALL),
    slideByUrlTitle: byLocaleAndValue(
      (locale, urlTitles) => fetchSlidesByUrlTitle(content, locale, urlTitles),
      (slide) => slide.urlTitle,
    ),
    plans: eachKey((locale: Locale) => fetchPlans(content, locale)),
    staticPage: eachKey(({ locale, value }: LocaleKey) => fetchStaticPage(content, locale, value), {
      cacheKeyFn: ({ locale, value }) => `${locale}:${value}`,
    }),
  };
}

/** One upstream call per distinct key of a batch (e.g. per locale); a key that fails fails alone. */
function eachKey<K, V, C = K>(
  load: (key: K) => Promise<V>,
  options?: DataLoader.Options<K, V, C>,
): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: Error) => error))),
    options,
  );
}

// The query-string array limit (spec §9: 20) caps how many values one `$in` filter may carry.
const MAX_VALUES_PER_CALL = 20;

// Strapi's string columns hold at most 255 characters: a longer url cannot exist, and is not worth a request.
const MAX_VALUE_LENGTH = 255;

/** One upstream call per locale for all values asked of it; unknown values resolve to null. */
function byLocaleAndValue<V>(
  load: (locale: Locale, values: string[]) => Promise<V[]>,
  keyOf: (item: V) => string,
  maxBatchSize = MAX_VALUES_PER_CALL,
): DataLoader<LocaleKey, V | null, string> {
  return new DataLoader<LocaleKey, V | null, string>(
    async (keys) => {
      const locales = [...new Set(keys.map((key) => key.locale))];
      const found = await Promise.all(
        locales.map((locale) => {
          const values = [...new Set(keys.filter((key) => key.locale === locale).map((key) => key.value))].filter(
            (value) => value.length <= MAX_VALUE_LENGTH,
          );
          if (values.length === 0) return new Map<string, V>();
          return load(locale, values).then(
            (items) => new Map(items.map((item) => [keyOf(item), item])),
            (error: Error) => error,
          );
        }),
      );
      const byLocale = new Map(locales.map((locale, index) => [locale, found[index]]));
      return keys.map((key) => {
        const items = byLocale.get(key.locale)!;
        return items instanceof Error ? items : (items.get(key.value) ?? null);
      });
    },
    { cacheKeyFn: ({ locale, value }) => `${locale}:${value}`, maxBatchSize },
  );
}
