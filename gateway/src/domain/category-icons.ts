/** Icons the web shows beside a category (spec §2). */
export const CATEGORY_ICONS = [
  'business',
  'charts',
  'creative',
  'diagram',
  'icons',
  'maps',
  'new',
  'bundle',
  'free',
] as const;

export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

// Keyed by slug, the English key every locale of a category shares.
const ICON_BY_SLUG: Readonly<Record<string, CategoryIcon>> = {
  'content-ready-ppt': 'business',
  'data-charts-ppt': 'charts',
  'creative-styles-ppt': 'creative',
  'diagrams-powerpoint': 'diagram',
  'icons-powerpoint': 'icons',
  'powerpoint-maps': 'maps',
  new: 'new',
  bundles: 'bundle',
  free: 'free',
};

export function categoryIcon(slug: string): CategoryIcon | null {
  return Object.hasOwn(ICON_BY_SLUG, slug) ? ICON_BY_SLUG[slug] : null;
}
