import { isAnonymousUserId, readAnonymousUserId, storeAnonymousUserId } from '@/platform/session/anonymousId';
import { parseWishlist, type WishlistEntry } from './wishlistEntry';
import { localStore } from '@/platform/storage/localStore';

/** localStorage key of the list (a JSON array: the header's CountBadgeLink counts it). */
const WISHLIST_KEY = 'wishlist';

/** The gateway's favourites operations, as the store needs them; each rejects when the call fails. */
export type FavouritesApi = {
  add(
    diagramLegacyId: number,
    anonymousUserId: string | undefined,
  ): Promise<{ favouriteId: string; anonymousUserId: string }>;
  remove(favouriteId: string, anonymousUserId: string | undefined): Promise<void>;
};

/** A favourite as the gateway's wishlist query lists it. */
export type ServerFavourite = {
  id: string;
  diagramLegacyId: number;
  anonymousUserId?: string | null;
  diagram?: { id: string } | null;
};

/** A signed-in account's favourites have no anonymous id (the gateway answers "" or null). */
const ownerId = (value: string | null | undefined) => (isAnonymousUserId(value) ? value : null);

let entries: readonly WishlistEntry[] = [];
/** The stored text last read or written here; undefined until the first read. */
let storedRaw: string | null | undefined;
/** Counts local changes, so that a server list fetched before one of them is not applied over it. */
let revision = 0;
/** Diagrams with a call in flight: a second click waits for the first. */
const busy = new Set<number>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Re-reads the stored list when its text changed (first use, another tab). */
function readStored(): void {
  const store = localStore();
  if (!store) return;
  const raw = store.getItem(WISHLIST_KEY);
  if (raw === storedRaw) return;
  storedRaw = raw;
  entries = parseWishlist(raw);
  notify();
}

function save(next: readonly WishlistEntry[]): void {
  entries = next;
  revision += 1;
  const raw = JSON.stringify(next);
  storedRaw = raw;
  try {
    localStore()?.setItem(WISHLIST_KEY, raw);
  } catch {
    // quota or privacy mode: the list still holds for this page
  }
  // The header badge in this tab hears of it as other tabs do.
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_KEY }));
  notify();
}

let following = false;

function follow(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  readStored();
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY || event.key === null) readStored();
  });
}

/** The entries, oldest first; [] on the server. */
export function wishlistEntries(): readonly WishlistEntry[] {
  follow();
  return entries;
}

export function subscribeWishlist(listener: () => void): () => void {
  follow();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function findEntry(legacyId: number): WishlistEntry | undefined {
  return wishlistEntries().find((entry) => entry.diagram.legacyId === legacyId);
}

/**
 * Spec §4: adding appends an entry and keeps the anonymous id the server returned. Adding a diagram
 * already there does nothing. Rejects (and changes nothing) when the gateway refuses.
 */
export async function addToWishlist(
  diagram: WishlistEntry['diagram'],
  api: FavouritesApi,
): Promise<'added' | 'unchanged'> {
  if (findEntry(diagram.legacyId) || busy.has(diagram.legacyId)) return 'unchanged';
  busy.add(diagram.legacyId);
  revision += 1;
  try {
    const result = await api.add(diagram.legacyId, readAnonymousUserId());
    storeAnonymousUserId(result.anonymousUserId);
    if (findEntry(diagram.legacyId)) return 'unchanged'; // another tab added it meanwhile
    save([...entries, { diagram, favouriteId: result.favouriteId, anonymousUserId: ownerId(result.anonymousUserId) }]);
    return 'added';
  } finally {
    busy.delete(diagram.legacyId);
  }
}

/**
 * Spec §4: removing deletes the entry locally only after the delete call succeeded; nothing
 * happens (no call) when the diagram is not in the wishlist. Rejects when the gateway refuses.
 */
export async function removeFromWishlist(legacyId: number, api: FavouritesApi): Promise<'removed' | 'unchanged'> {
  const entry = findEntry(legacyId);
  if (!entry || busy.has(legacyId)) return 'unchanged';
  busy.add(legacyId);
  revision += 1;
  try {
    await api.remove(entry.favouriteId, entry.anonymousUserId ?? readAnonymousUserId());
    save(entries.filter((each) => each.diagram.legacyId !== legacyId));
    return 'removed';
  } finally {
    busy.delete(legacyId);
  }
}

/** Where the list stands now: a server list fetched at this revision may replace it. */
export function wishlistRevision(): number {
  return revision;
}

/**
 * The server is the truth: its list replaces the local one, unless the visitor changed the list
 * since `fetchedAt` (then the next reconciliation decides). Returns whether it was applied.
 */
export function reconcileWishlist(favourites: readonly ServerFavourite[], fetchedAt: number): boolean {
  follow();
  if (fetchedAt !== revision || busy.size > 0) return false;
  const next = favourites.map<WishlistEntry>((favourite) => ({
    diagram: {
      id:
        favourite.diagram?.id ?? findEntry(favourite.diagramLegacyId)?.diagram.id ?? String(favourite.diagramLegacyId),
      legacyId: favourite.diagramLegacyId,
    },
    favouriteId: favourite.id,
    anonymousUserId: ownerId(favourite.anonymousUserId),
  }));
  if (JSON.stringify(next) !== JSON.stringify(entries)) save(next);
  return true;
}
