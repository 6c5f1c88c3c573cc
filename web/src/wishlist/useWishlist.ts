'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { AddFavouriteDocument, RemoveFavouriteDocument, WishlistDocument } from '@/gql/graphql';
import type { AppLocale } from '@/i18n/locales';
import { useSession } from '@/session/SessionProvider';
import { readAnonymousUserId } from './anonymousId';
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
export function useFavouritesApi(): FavouritesApi {
  const client = useApolloClient();
  return useMemo(
    () => ({
      async add(diagramLegacyId, anonymousUserId) {
        const { data } = await client.mutate({
          mutation: AddFavouriteDocument,
          variables: { diagramLegacyId, anonymousUserId: anonymousUserId ?? null },
        });
        if (!data) throw new Error('No addFavourite result');
        return { favouriteId: data.addFavourite.favourite.id, anonymousUserId: data.addFavourite.anonymousUserId };
      },
      async remove(id, anonymousUserId) {
        const { data } = await client.mutate({
          mutation: RemoveFavouriteDocument,
          variables: { id, anonymousUserId: anonymousUserId ?? null },
        });
        if (!data?.removeFavourite) throw new Error('No removeFavourite result');
      },
    }),
    [client],
  );
}

/** The server's list for this visitor: the signed-in account's, else the anonymous id's. */
export function fetchWishlist(client: ApolloClient, locale: AppLocale) {
  return client.query({
    query: WishlistDocument,
    variables: { locale, anonymousUserId: readAnonymousUserId() ?? null },
    fetchPolicy: 'network-only',
  });
}

let synced = false;

/**
 * Once per page load, the local list is brought in line with the gateway's (the server is the
 * truth: another device, a sign-in, a favourite removed elsewhere). A failure keeps the local list.
 */
export function useWishlistSync(locale: AppLocale): void {
  const client = useApolloClient();
  const { status } = useSession();
  useEffect(() => {
    if (synced || status === 'loading') return;
    // A first visit (no account, no anonymous id, nothing stored): the server has nothing to say, so no request.
    if (status === 'anonymous' && !readAnonymousUserId() && wishlistEntries().length === 0) return;
    synced = true;
    const fetchedAt = wishlistRevision();
    fetchWishlist(client, locale).then(
      ({ data }) => {
        if (data) reconcileWishlist(data.wishlist.items, fetchedAt);
      },
      () => {
        synced = false; // try again on the next page
      },
    );
  }, [client, locale, status]);
}
