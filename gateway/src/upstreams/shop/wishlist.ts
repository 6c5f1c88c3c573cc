import { z } from 'zod';
import { InputError, NotFoundError } from '../../domain/errors';
import type { Favourite } from '../../domain/favourite';
import type { ShopClient } from './client';
import { ShopError } from './errors';

const FAVOURITES_PATH = '/website/v1/favourites/';

/** Proves the owner of anonymous favourites (never in the path: CONTRACT-9, ADR 0010). */
const ANONYMOUS_ID_HEADER = 'x-anonymous-user-id';

const ownerHeaders = (anonymousUserId: string | undefined) =>
  anonymousUserId ? { [ANONYMOUS_ID_HEADER]: anonymousUserId } : undefined;

const shopFavourite = z
  .object({
    id: z.union([z.number(), z.string()]),
    diagram: z.number().int(),
    anonymous_user_id: z.string().nullish(),
  })
  .transform(
    (favourite): Favourite => ({
      id: String(favourite.id),
      diagramLegacyId: favourite.diagram,
      anonymousUserId: favourite.anonymous_user_id ?? null,
    }),
  );

/** The shop's refusals of a favourite call as the contract's reasons. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof ShopError)) return error;
  if (error.code === 'unknown_diagram') return new InputError('UNKNOWN_DIAGRAM', error.message, 'diagramLegacyId');
  if (error.code === 'invalid_anonymous_id')
    return new InputError('INVALID_ANONYMOUS_ID', error.message, 'anonymousUserId');
  if (error.status === 404) return new NotFoundError('Favourite not found', 'UNKNOWN_FAVOURITE');
  return error;
}

async function refused<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * Adds a diagram to the bearer's wishlist (the shop client carries it), else to the anonymous id's; without either
 * the shop issues an anonymous id. The same diagram again answers the favourite it already has.
 */
export function addFavourite(shop: ShopClient, diagramLegacyId: number, anonymousUserId?: string): Promise<Favourite> {
  const body = { diagram: diagramLegacyId, ...(anonymousUserId && { anonymous_user_id: anonymousUserId }) };
  return refused(shop.post('favourites', FAVOURITES_PATH, body, shopFavourite));
}

/** The bearer's favourites, else the anonymous id's: oldest first, in one call. */
export async function listFavourites(shop: ShopClient, anonymousUserId?: string): Promise<Favourite[]> {
  const shape = z.object({ results: z.array(shopFavourite) });
  const request = { method: 'GET' as const, resource: 'favourites', path: FAVOURITES_PATH, shape };
  return (await refused(shop.request({ ...request, headers: ownerHeaders(anonymousUserId) }))).results;
}

/** Deletes a favourite of the bearer or the anonymous id; anyone else's, or none, is UNKNOWN_FAVOURITE. */
export async function removeFavourite(shop: ShopClient, id: string, anonymousUserId?: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new NotFoundError('Favourite not found', 'UNKNOWN_FAVOURITE');
  await refused(
    shop.request({
      method: 'DELETE',
      resource: 'favourites',
      path: `${FAVOURITES_PATH}${id}/`,
      shape: z.unknown(),
      headers: ownerHeaders(anonymousUserId),
    }),
  );
}

/** Moves the anonymous id's favourites to the bearer's account (duplicates dropped). */
export async function attachFavourites(shop: ShopClient, anonymousUserId: string): Promise<number> {
  const shape = z.object({ attached: z.number().int() });
  const path = `${FAVOURITES_PATH}attach/`;
  const request = { method: 'POST' as const, resource: 'favourites/attach', path, body: {}, shape };
  return (await refused(shop.request({ ...request, headers: ownerHeaders(anonymousUserId) }))).attached;
}
