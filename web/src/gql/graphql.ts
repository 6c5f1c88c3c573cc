/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The icon the shop shows beside a category, chosen by the category slug. */
export type CategoryIcon =
  /** Bundles (slug bundles). */
  | 'bundle'
  /** Content-ready slides (slug content-ready-ppt). */
  | 'business'
  /** Data charts (slug data-charts-ppt). */
  | 'charts'
  /** Creative styles (slug creative-styles-ppt). */
  | 'creative'
  /** Diagrams (slug diagrams-powerpoint). */
  | 'diagram'
  /** Free downloads (slug free). */
  | 'free'
  /** Icons (slug icons-powerpoint). */
  | 'icons'
  /** Maps (slug powerpoint-maps). */
  | 'maps'
  /** New arrivals (slug new). */
  | 'new';

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

export type HomeCategoriesQueryVariables = Exact<{
  locale: Locale;
}>;


export type HomeCategoriesQuery = { topLevelCategories: Array<{ id: string, name: string, url: string, icon: CategoryIcon | null }>, popularCategories: Array<{ id: string, name: string, url: string }> };


export const HomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topLevelCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"popularCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<HomeCategoriesQuery, HomeCategoriesQueryVariables>;