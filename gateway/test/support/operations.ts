/** The operations the integration tests send, as a client would. */
export const TOP_LEVEL_CATEGORIES = /* GraphQL */ `
  query TopLevelCategories($locale: Locale!) {
    topLevelCategories(locale: $locale) { id slug url name locale order popular showInMenu hidden icon }
  }
`;

export const POPULAR_CATEGORIES = /* GraphQL */ `
  query PopularCategories($locale: Locale!) {
    popularCategories(locale: $locale) { id slug url name locale order popular }
  }
`;

export const MENU_CATEGORIES = /* GraphQL */ `
  query MenuCategories($locale: Locale!) {
    menuCategories(locale: $locale) { id slug url name locale order showInMenu }
  }
`;

export const TOP_LEVEL_IN_UNKNOWN_LOCALE = /* GraphQL */ `
  query TopLevelInUnknownLocale {
    topLevelCategories(locale: xx) { id }
  }
`;

/** Top-level categories in order, with their icons (spec §2). */
export const TOP_LEVEL_ICONS: Array<[slug: string, icon: string]> = [
  ['content-ready-ppt', 'business'],
  ['data-charts-ppt', 'charts'],
  ['creative-styles-ppt', 'creative'],
  ['diagrams-powerpoint', 'diagram'],
  ['icons-powerpoint', 'icons'],
  ['powerpoint-maps', 'maps'],
  ['new', 'new'],
  ['bundles', 'bundle'],
  ['free', 'free'],
];
