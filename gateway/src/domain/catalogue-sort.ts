/** Spec §9's sort options, in the order of their numbers: 0 original, 1 price ascending, 2 descending, 3 created_at. */
export const CATALOGUE_SORTS = ['ORIGINAL', 'PRICE_ASC', 'PRICE_DESC', 'CREATED_ASC'] as const;

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
