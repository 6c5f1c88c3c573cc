import type { Localized } from '../../locales';
import copy from './categories.json';

export interface CategoryDefinition {
  /** English key, stable across locales (clients map top-level slugs to icons); also the English url. */
  slug: string;
  /** Other locales' urls are the slugified localized name. */
  name: Localized;
  popular?: boolean;
  showInMenu?: boolean;
  hidden?: boolean;
  children?: CategoryDefinition[];
}

/**
 * The catalogue tree. Top-level order and slugs are fixed by the spec (section 2);
 * their English url equals the slug, other locales get natural localized urls. The gateway finds the bundles by
 * url=bundles in English, so that English url must stay "bundles"; holiday-specials is hidden (seasonal, kept out of
 * navigation until the holidays).
 */
export const CATEGORY_TREE: CategoryDefinition[] = copy.CATEGORY_TREE;
