import type { Core } from '@strapi/strapi';
import { newRowFields } from './document-id';
import { FAVOURITE } from './models';

/** A diagram on a wishlist, of an account or of an anonymous id. */
export interface FavouriteRow {
  id: number;
  diagram_legacy_id: number;
  anonymous_user_id: string | null;
}

/** Whose wishlist: an account's, or an anonymous visitor's (one not yet moved to an account). */
export type FavouriteOwner = { userId: number } | { anonymousId: string };

const ofUser = (userId: number) => ({ user: { id: userId } });
const ofOwner = (owner: FavouriteOwner) =>
  'userId' in owner ? ofUser(owner.userId) : { anonymous_user_id: owner.anonymousId, user: { id: { $null: true } } };

/** The owner's favourite of a diagram, if it has one. */
export const favouriteOf = (strapi: Core.Strapi, owner: FavouriteOwner, diagram: number) =>
  strapi.db
    .query(FAVOURITE)
    .findOne({ where: { ...ofOwner(owner), diagram_legacy_id: diagram } }) as Promise<FavouriteRow | null>;

export const createFavourite = (strapi: Core.Strapi, owner: FavouriteOwner, diagram: number) => {
  const now = new Date();
  return strapi.db.query(FAVOURITE).create({
    data: {
      ...('userId' in owner ? { user: owner.userId } : { anonymous_user_id: owner.anonymousId }),
      diagram_legacy_id: diagram,
      ...newRowFields(now),
    },
  }) as Promise<FavouriteRow>;
};

/** The owner's favourites, oldest first, at most `limit`. */
export const favouritesOf = (strapi: Core.Strapi, owner: FavouriteOwner, limit: number) =>
  strapi.db.query(FAVOURITE).findMany({
    where: ofOwner(owner),
    select: ['id', 'diagram_legacy_id', 'anonymous_user_id'],
    orderBy: { id: 'asc' },
    limit,
  }) as Promise<FavouriteRow[]>;

/** An account's favourites with their time, oldest first (its data export). */
export const favouritesWithDatesOf = (strapi: Core.Strapi, userId: number) =>
  strapi.db.query(FAVOURITE).findMany({
    where: ofUser(userId),
    select: ['id', 'diagram_legacy_id', 'createdAt'],
    orderBy: { id: 'asc' },
  }) as Promise<{ id: number; diagram_legacy_id: number; createdAt: string }[]>;

/**
 * Deletes favourite `id` if one of `owners` owns it; false if none does. Found and deleted in two steps: a delete
 * cannot filter through the user relation.
 */
export async function deleteOwnedFavourite(strapi: Core.Strapi, id: number, owners: FavouriteOwner[]) {
  const favourites = strapi.db.query(FAVOURITE);
  const owned = await favourites.findOne({ where: { id, $or: owners.map(ofOwner) }, select: ['id'] });
  if (!owned) return false;
  await favourites.delete({ where: { id } });
  return true;
}

/** Deletes an account's favourites (found first, as above). */
export async function deleteFavouritesOf(strapi: Core.Strapi, userId: number): Promise<void> {
  const favourites = (await strapi.db.query(FAVOURITE).findMany({ where: ofUser(userId), select: ['id'] })) as {
    id: number;
  }[];
  await strapi.db.query(FAVOURITE).deleteMany({ where: { id: { $in: favourites.map((row) => row.id) } } });
}

/**
 * Moves an anonymous id's favourites to an account, in one transaction; those of diagrams the account has already
 * are dropped. Returns how many moved.
 */
export function mergeAnonymousFavourites(strapi: Core.Strapi, anonymousId: string, userId: number) {
  return strapi.db.transaction(async () => {
    const favourites = strapi.db.query(FAVOURITE);
    const anonymous = (await favourites.findMany({
      where: ofOwner({ anonymousId }),
      select: ['id', 'diagram_legacy_id'],
    })) as FavouriteRow[];
    const owned = (await favourites.findMany({
      where: ofUser(userId),
      select: ['diagram_legacy_id'],
    })) as FavouriteRow[];
    const ownedDiagrams = new Set(owned.map((row) => row.diagram_legacy_id));
    const duplicates = anonymous.filter((row) => ownedDiagrams.has(row.diagram_legacy_id)).map((row) => row.id);
    const moved = anonymous.filter((row) => !ownedDiagrams.has(row.diagram_legacy_id)).map((row) => row.id);
    if (duplicates.length > 0) await favourites.deleteMany({ where: { id: { $in: duplicates } } });
    // Relations are written through update (updateMany does not set them); at most a wishlist's worth of rows.
    for (const id of moved) await favourites.update({ where: { id }, data: { user: userId, anonymous_user_id: null } });
    return moved.length;
  });
}
