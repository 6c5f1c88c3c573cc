/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Spec §9 sort options: 0 original order, 1 price ascending, 2 price descending, 3 created_at ascending. */
export type CatalogueSort =
  /** Created ascending (3): oldest release first. */
  | 'CREATED_ASC'
  /** Original order (0): by legacy id. */
  | 'ORIGINAL'
  /** Price ascending (1), by the USD price. */
  | 'PRICE_ASC'
  /** Price descending (2), by the USD price. */
  | 'PRICE_DESC';

/** A currency of price sets; USD is the base currency. */
export type Currency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

/** A language of the site. English (en) is the default and has no route prefix. */
export type Locale =
  /** German */
  | 'de'
  /** English */
  | 'en'
  /** Spanish */
  | 'es'
  /** French */
  | 'fr'
  /** Portuguese */
  | 'pt';

export type CatalogueQueryVariables = Exact<{
  locale: Locale;
  categoryUrl?: string | null | undefined;
  tag?: string | null | undefined;
  sort: CatalogueSort;
  page: number;
  pageSize: number;
}>;


export type CatalogueQuery = { catalogue: { page: number, pageCount: number, total: number, items: Array<{ id: string, legacyId: number, url: string, title: string, createdAt: unknown, slideCount: number, prices: Array<{ amount: string, currency: Currency }> }> } };

export type FeedDiagramFragment = { id: string, legacyId: number, url: string, title: string, createdAt: unknown, slideCount: number, prices: Array<{ amount: string, currency: Currency }> };

export type TopLevelCategoriesQueryVariables = Exact<{
  locale: Locale;
}>;


export type TopLevelCategoriesQuery = { topLevelCategories: Array<{ id: string, slug: string, url: string, name: string }> };

export type DiagramQueryVariables = Exact<{
  locale: Locale;
  url: string;
}>;


export type DiagramQuery = { diagram: { id: string, legacyId: number, url: string, title: string, createdAt: unknown, slideCount: number, categories: Array<{ url: string, name: string }>, localizations: Array<{ locale: Locale, url: string }>, prices: Array<{ amount: string, currency: Currency }> } | null };

export type SearchQueryVariables = Exact<{
  locale: Locale;
  query: string;
  page: number;
  pageSize: number;
}>;


export type SearchQuery = { search: { query: string, page: number, pageCount: number, total: number, items: Array<{ id: string, legacyId: number, url: string, title: string, createdAt: unknown, slideCount: number, prices: Array<{ amount: string, currency: Currency }> }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const FeedDiagramFragmentDoc = new TypedDocumentString(`
    fragment FeedDiagram on Diagram {
  id
  legacyId
  url
  title
  createdAt
  slideCount
  prices {
    amount
    currency
  }
}
    `, {"fragmentName":"FeedDiagram"}) as unknown as TypedDocumentString<FeedDiagramFragment, unknown>;
export const CatalogueDocument = new TypedDocumentString(`
    query Catalogue($locale: Locale!, $categoryUrl: String, $tag: String, $sort: CatalogueSort!, $page: Int!, $pageSize: Int!) {
  catalogue(
    locale: $locale
    categoryUrl: $categoryUrl
    tag: $tag
    sort: $sort
    page: $page
    pageSize: $pageSize
  ) {
    page
    pageCount
    total
    items {
      ...FeedDiagram
    }
  }
}
    fragment FeedDiagram on Diagram {
  id
  legacyId
  url
  title
  createdAt
  slideCount
  prices {
    amount
    currency
  }
}`) as unknown as TypedDocumentString<CatalogueQuery, CatalogueQueryVariables>;
export const TopLevelCategoriesDocument = new TypedDocumentString(`
    query TopLevelCategories($locale: Locale!) {
  topLevelCategories(locale: $locale) {
    id
    slug
    url
    name
  }
}
    `) as unknown as TypedDocumentString<TopLevelCategoriesQuery, TopLevelCategoriesQueryVariables>;
export const DiagramDocument = new TypedDocumentString(`
    query Diagram($locale: Locale!, $url: String!) {
  diagram(locale: $locale, url: $url) {
    ...FeedDiagram
    categories {
      url
      name
    }
    localizations {
      locale
      url
    }
  }
}
    fragment FeedDiagram on Diagram {
  id
  legacyId
  url
  title
  createdAt
  slideCount
  prices {
    amount
    currency
  }
}`) as unknown as TypedDocumentString<DiagramQuery, DiagramQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($locale: Locale!, $query: String!, $page: Int!, $pageSize: Int!) {
  search(locale: $locale, query: $query, page: $page, pageSize: $pageSize) {
    query
    page
    pageCount
    total
    items {
      ...FeedDiagram
    }
  }
}
    fragment FeedDiagram on Diagram {
  id
  legacyId
  url
  title
  createdAt
  slideCount
  prices {
    amount
    currency
  }
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;