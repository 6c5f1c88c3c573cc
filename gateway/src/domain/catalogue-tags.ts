/**
 * Tags of /catalog/{tag}, each served as membership of the category with that slug (every diagram tagged
 * "new" is in the `new` category): no Strapi filter on the `tags` JSON column works on both databases
 * ($contains is a LIKE, which PostgreSQL's jsonb rejects; $jsonSupersetOf is not implemented for SQLite).
 */
const CATEGORY_SLUG_BY_TAG: Readonly<Record<string, string>> = { new: 'new' };

export const NEW_TAG = 'new';

export function categorySlugOfTag(tag: string): string | undefined {
  return Object.hasOwn(CATEGORY_SLUG_BY_TAG, tag) ? CATEGORY_SLUG_BY_TAG[tag] : undefined;
}

export const KNOWN_TAGS = Object.keys(CATEGORY_SLUG_BY_TAG);
