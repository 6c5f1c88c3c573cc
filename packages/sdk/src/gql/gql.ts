/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Catalogue($locale: Locale!, $categoryUrl: String, $tag: String, $sort: CatalogueSort!, $page: Int!, $pageSize: Int!) {\n  catalogue(\n    locale: $locale\n    categoryUrl: $categoryUrl\n    tag: $tag\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}\n\nfragment FeedDiagram on Diagram {\n  id\n  legacyId\n  url\n  title\n  createdAt\n  slideCount\n  prices {\n    amount\n    currency\n  }\n}": typeof types.CatalogueDocument,
    "query TopLevelCategories($locale: Locale!) {\n  topLevelCategories(locale: $locale) {\n    id\n    slug\n    url\n    name\n  }\n}": typeof types.TopLevelCategoriesDocument,
    "query Diagram($locale: Locale!, $url: String!) {\n  diagram(locale: $locale, url: $url) {\n    ...FeedDiagram\n    categories {\n      url\n      name\n    }\n    localizations {\n      locale\n      url\n    }\n  }\n}": typeof types.DiagramDocument,
    "query Search($locale: Locale!, $query: String!, $page: Int!, $pageSize: Int!) {\n  search(locale: $locale, query: $query, page: $page, pageSize: $pageSize) {\n    query\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}": typeof types.SearchDocument,
};
const documents: Documents = {
    "query Catalogue($locale: Locale!, $categoryUrl: String, $tag: String, $sort: CatalogueSort!, $page: Int!, $pageSize: Int!) {\n  catalogue(\n    locale: $locale\n    categoryUrl: $categoryUrl\n    tag: $tag\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}\n\nfragment FeedDiagram on Diagram {\n  id\n  legacyId\n  url\n  title\n  createdAt\n  slideCount\n  prices {\n    amount\n    currency\n  }\n}": types.CatalogueDocument,
    "query TopLevelCategories($locale: Locale!) {\n  topLevelCategories(locale: $locale) {\n    id\n    slug\n    url\n    name\n  }\n}": types.TopLevelCategoriesDocument,
    "query Diagram($locale: Locale!, $url: String!) {\n  diagram(locale: $locale, url: $url) {\n    ...FeedDiagram\n    categories {\n      url\n      name\n    }\n    localizations {\n      locale\n      url\n    }\n  }\n}": types.DiagramDocument,
    "query Search($locale: Locale!, $query: String!, $page: Int!, $pageSize: Int!) {\n  search(locale: $locale, query: $query, page: $page, pageSize: $pageSize) {\n    query\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}": types.SearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Catalogue($locale: Locale!, $categoryUrl: String, $tag: String, $sort: CatalogueSort!, $page: Int!, $pageSize: Int!) {\n  catalogue(\n    locale: $locale\n    categoryUrl: $categoryUrl\n    tag: $tag\n    sort: $sort\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}\n\nfragment FeedDiagram on Diagram {\n  id\n  legacyId\n  url\n  title\n  createdAt\n  slideCount\n  prices {\n    amount\n    currency\n  }\n}"): typeof import('./graphql').CatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TopLevelCategories($locale: Locale!) {\n  topLevelCategories(locale: $locale) {\n    id\n    slug\n    url\n    name\n  }\n}"): typeof import('./graphql').TopLevelCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Diagram($locale: Locale!, $url: String!) {\n  diagram(locale: $locale, url: $url) {\n    ...FeedDiagram\n    categories {\n      url\n      name\n    }\n    localizations {\n      locale\n      url\n    }\n  }\n}"): typeof import('./graphql').DiagramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($locale: Locale!, $query: String!, $page: Int!, $pageSize: Int!) {\n  search(locale: $locale, query: $query, page: $page, pageSize: $pageSize) {\n    query\n    page\n    pageCount\n    total\n    items {\n      ...FeedDiagram\n    }\n  }\n}"): typeof import('./graphql').SearchDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
