import { DEFAULT_LOCALE, localize } from '../locales';
import type { SeedCategory } from './catalogue';
import { CATEGORY_TREE, type CategoryDefinition } from './content/categories';
import type { Random } from './random';
import { slugify, uniqueSlug } from './slugify';

/**
 * Flattens the category tree. Top-level categories are ordered 1..9; children
 * get parentOrder * 10 + position so that any sorted list groups them by parent.
 */
export function buildCategories(random: Random): SeedCategory[] {
  const usedUrls = localize(() => new Set<string>());

  const toSeed = (definition: CategoryDefinition, order: number, parentSlug?: string): SeedCategory => ({
    documentId: random.documentId(),
    slug: definition.slug,
    parentSlug,
    order,
    popular: definition.popular ?? false,
    showInMenu: definition.showInMenu ?? false,
    hidden: definition.hidden ?? false,
    name: definition.name,
    url: localize((locale) =>
      uniqueSlug(locale === DEFAULT_LOCALE ? definition.slug : slugify(definition.name[locale]), usedUrls[locale]),
    ),
  });

  return CATEGORY_TREE.flatMap((topLevel, index) => {
    const order = index + 1;
    return [
      toSeed(topLevel, order),
      ...(topLevel.children ?? []).map((child, childIndex) =>
        toSeed(child, order * 10 + childIndex + 1, topLevel.slug),
      ),
    ];
  });
}
