'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { AddFavouriteDocument, RemoveFavouriteDocument, WishlistDocument } from '@/gql/graphql';
import { browserGateway } from '@/platform/gateway/browserGateway';
import type { AppLocale } from '@/platform/i18n/locales';
import { useSession } from '@/platform/session/SessionProvider';
import { readAnonymousUserId } from '@/platform/session/anonymousId';
import type { WishlistEntry } from './wishlistEntry';
import {
  type FavouritesApi,
  reconcileWishlist,
  subscribeWishlist,
  wishlistEntries,
  wishlistRevision,
} from './wishlistStore';

const notKnownYet = () => undefined;

/** The wishlist's entries; undefined on the server and during hydration (not known yet, not empty). */
export function useWishlistEntries(): readonly WishlistEntry[] | undefined {
  return useSyncExternalStore(subscribeWishlist, wishlistEntries, notKnownYet);
}

/** The gateway's addFavourite and removeFavourite, through the same-origin /graphql/ proxy. */
export const favouritesApi: FavouritesApi = {
  async add(diagramLegacyId, anonymousUserId) {
    const { addFavourite } = await browserGateway(AddFavouriteDocument, {
      diagramLegacyId,
      anonymousUserId: anonymousUserId ?? null,
    });
    return { favouriteId: addFavourite.favourite.id, anonymousUserId: addFavourite.anonymousUserId };
  },
  async remove(id, anonymousUserId) {
    const { removeFavourite } = await browserGateway(RemoveFavouriteDocument, {
      id,
      anonymousUserId: anonymousUserId ?? null,
    });
    if (!removeFavourite) throw new Error('No removeFavourite result');
  },
};

/** The server's list for this visitor: the signed-in account's, else the anonymous id's. */
export function fetchWishlist(locale: AppLocale) {
  return browserGateway(WishlistDocument, { locale, anonymousUserId: readAnonymousUserId() ?? null });
}

let synced = false;

/**
 * Once per page load, the local list is brought in line with the gateway's (the server is the
 * truth: another device, a sign-in, a favourite removed elsewhere). A failure keeps the local list.
 */
export function useWishlistSync(locale: AppLocale): void {
  const { status } = useSession();
  useEffect(() => {
    if (synced || status === 'loading') return;
    // A first visit (no account, no anonymous id, nothing stored): the server has nothing to say, so no request.
    if (status === 'anonymous' && !readAnonymousUserId() && wishlistEntries().length === 0) return;
    synced = true;
    const fetchedAt = wishlistRevision();
    fetchWishlist(locale).then(
      ({ wishlist }) => reconcileWishlist(wishlist.items, fetchedAt),
      () => {
        synced = false; // try again on the next page
      },
    );
  }, [locale, status]);
}
