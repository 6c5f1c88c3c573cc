import { parseStoredList } from '@/platform/storage/storedList';
import { fieldsOf, isId, isText } from '@/platform/storage/storedValue';
import { isAnonymousUserId } from '@/platform/session/anonymousId';

/**
 * A wishlist entry as stored in localStorage `wishlist` (spec §3: diagram, favouriteId,
 * anonymous_user_id). The list stays a JSON array: the header badge counts it.
 */
export type WishlistEntry = {
  diagram: { id: string; legacyId: number };
  favouriteId: string;
  anonymousUserId: string | null;
};

/** A stored entry with the shape above; undefined otherwise. */
function wishlistEntry(value: unknown): WishlistEntry | undefined {
  const fields = fieldsOf(value);
  const diagram = fieldsOf(fields?.diagram);
  if (!fields || !diagram) return undefined;
  const { favouriteId, anonymousUserId } = fields;
  const { id, legacyId } = diagram;
  const valid =
    isText(id, 100) &&
    isId(legacyId) &&
    isText(favouriteId, 100) &&
    favouriteId !== '' &&
    (anonymousUserId === null || isAnonymousUserId(anonymousUserId));
  if (!valid) return undefined;
  return { diagram: { id, legacyId }, favouriteId, anonymousUserId };
}

/** The stored wishlist, or [] when absent or corrupt; a diagram listed twice is kept once. */
export function parseWishlist(raw: string | null): WishlistEntry[] {
  return parseStoredList(raw, wishlistEntry, (entry) => entry.diagram.legacyId);
}
