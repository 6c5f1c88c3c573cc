import { z } from '@/security/zodWithoutEval';
import { parseStoredList } from '@/storage/storedList';
import { isAnonymousUserId } from './anonymousId';

/**
 * A wishlist entry as stored in localStorage `wishlist` (spec §3: diagram, favouriteId,
 * anonymous_user_id). The list stays a JSON array: the header badge counts it.
 */
export type WishlistEntry = {
  diagram: { id: string; legacyId: number };
  favouriteId: string;
  anonymousUserId: string | null;
};

const entrySchema = z.object({
  diagram: z.object({ id: z.string().max(100), legacyId: z.number().int().positive() }),
  favouriteId: z.string().min(1).max(100),
  anonymousUserId: z.string().refine(isAnonymousUserId).nullable(),
});

/** The stored wishlist, or [] when absent or corrupt; a diagram listed twice is kept once. */
export function parseWishlist(raw: string | null): WishlistEntry[] {
  return parseStoredList(raw, entrySchema, (entry) => entry.diagram.legacyId);
}
