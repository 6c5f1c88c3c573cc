/** Catalogue, diagram, slide and search operations the integration tests send, as the web does. */
const DIAGRAM_ITEM = /* GraphQL */ `
  id legacyId url title locale isNew slideCount createdAt
  price { amount currency }
  prices { amount currency }
  image { url width height alt }
  categories { url name parent { url name } }
  localizations { locale url name }
`;

export const CATALOGUE = /* GraphQL */ `
  query Catalogue($locale: Locale!, $tag: String, $categoryUrl: String, $sort: CatalogueSort, $page: Int, $pageSize: Int) {
    catalogue(locale: $locale, tag: $tag, categoryUrl: $categoryUrl, sort: $sort, page: $page, pageSize: $pageSize) {
      page pageSize pageCount total
      items { ${DIAGRAM_ITEM} }
    }
  }
`;

/** The 24-diagram category page whose upstream calls the batching test counts (issue 3). */
export const CATEGORY_PAGE = /* GraphQL */ `
  query CategoryPage($categoryUrl: String!) {
    catalogue(locale: fr, categoryUrl: $categoryUrl, pageSize: 24) {
      items { title price { amount currency } image { url } categories { name parent { name } } localizations { locale url } }
      total
    }
  }
`;

export const DIAGRAM = /* GraphQL */ `
  query Diagram($locale: Locale!, $url: String!) {
    diagram(locale: $locale, url: $url) {
      ${DIAGRAM_ITEM}
      slides { id number title urlTitle locale image { url } localizations { locale url name } }
    }
  }
`;

export const SLIDE = /* GraphQL */ `
  query Slide($locale: Locale!, $urlTitle: String!) {
    slide(locale: $locale, urlTitle: $urlTitle) {
      id title urlTitle number locale image { url width height }
      diagram { url title locale }
      localizations { locale url name }
    }
  }
`;

export const BUNDLES_CATEGORY = /* GraphQL */ `
  query BundlesCategory($locale: Locale!) {
    bundlesCategory(locale: $locale) { id slug url name locale icon localizations { locale url name } }
  }
`;

export const FREE_SAMPLE = /* GraphQL */ `
  query FreeSample($locale: Locale!) {
    freeSample(locale: $locale) {
      category { slug url name locale }
      diagram { url title locale legacyId localizations { locale url } }
    }
  }
`;

export const CURRENCY_AND_PRICE = /* GraphQL */ `
  query CurrencyAndPrice($url: String!) {
    currency
    diagram(locale: en, url: $url) { price { amount currency } usd: price(currency: USD) { amount currency } prices { amount currency } }
  }
`;

export const SEARCH = /* GraphQL */ `
  query Search($locale: Locale!, $query: String!, $page: Int, $pageSize: Int) {
    search(locale: $locale, query: $query, page: $page, pageSize: $pageSize) {
      query page pageSize pageCount total
      items { id url title locale }
    }
  }
`;

export const TOP_LEVEL_URLS = /* GraphQL */ `
  query TopLevelUrls($locale: Locale!) {
    topLevelCategories(locale: $locale) { id slug url name }
  }
`;

export const CATEGORY = /* GraphQL */ `
  query Category($locale: Locale!, $url: String!) {
    category(locale: $locale, url: $url) { id slug url name parent { slug } localizations { locale url } }
  }
`;
