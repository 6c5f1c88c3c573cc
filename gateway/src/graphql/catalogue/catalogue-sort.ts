import { registerEnumType } from 'type-graphql';
import { CATALOGUE_SORTS, type CatalogueSort } from '../../domain/catalogue-sort';
import { enumOf } from '../shared/enum-of';

export const CatalogueSortEnum = enumOf(CATALOGUE_SORTS);

const SORT_DESCRIPTIONS: Record<CatalogueSort, string> = {
  ORIGINAL: 'Original order (0): by legacy id.',
  PRICE_ASC: 'Price ascending (1), by the USD price.',
  PRICE_DESC: 'Price descending (2), by the USD price.',
  CREATED_ASC: 'Created ascending (3): oldest release first.',
};

registerEnumType(CatalogueSortEnum, {
  name: 'CatalogueSort',
  description: 'Spec §9 sort options: 0 original order, 1 price ascending, 2 price descending, 3 created_at ascending.',
  valuesConfig: Object.fromEntries(CATALOGUE_SORTS.map((sort) => [sort, { description: SORT_DESCRIPTIONS[sort] }])),
});
