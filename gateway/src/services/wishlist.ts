import { checkAnonymousUserId } from '../domain/account';
import { InputError, UnauthenticatedError } from '../domain/errors';
import type { Favourite } from '../domain/favourite';
import type { ShopClient } from '../upstreams/shop/client';
import { addFavourite, listFavourites, removeFavourite } from '../upstreams/shop/wishlist';
import { MALFORMED } from './account';

/**
 * The wishlist of one GraphQL request (spec §4): the bearer's when signed in, else the anonymous id's. The shop is
 * the truth; the web keeps its local copy in step with these answers.
 */
export class Wishlist {
  private readonly signedIn: boolean;

  constructor(
    /** Carries the request's bearer, if any: then the favourites are the account's. */
    private readonly shop: ShopClient,
    /** The request's bearer token: undefined, a JWT, or MALFORMED. */
    private readonly bearer: string | undefined,
  ) {
    this.signedIn = bearer !== undefined;
  }

  /** An anonymous id, checked; a bearer that is no JWT is SESSION_EXPIRED rather than an anonymous wishlist. */
  private owner(anonymousUserId: string | null | undefined): string | undefined {
    if (this.bearer === MALFORMED) throw new UnauthenticatedError('SESSION_EXPIRED', 'Not a session token.');
    return checkAnonymousUserId(anonymousUserId);
  }

  /** One shop call; none when there is neither a bearer nor an anonymous id. */
  async items(anonymousUserId?: string | null): Promise<Favourite[]> {
    const anonymous = this.owner(anonymousUserId);
    if (!this.signedIn && !anonymous) return [];
    return listFavourites(this.shop, this.signedIn ? undefined : anonymous);
  }

  /** Adds the diagram (the same one again answers the existing favourite) and the anonymous id to keep. */
  async add(diagramLegacyId: number, anonymousUserId?: string | null) {
    const anonymous = this.owner(anonymousUserId);
    if (!(diagramLegacyId > 0)) {
      throw new InputError('UNKNOWN_DIAGRAM', `Unknown diagram ${diagramLegacyId}`, 'diagramLegacyId');
    }
    const favourite = await addFavourite(this.shop, diagramLegacyId, anonymous);
    return { favourite, anonymousUserId: favourite.anonymousUserId ?? anonymous ?? '' };
  }

  /** Deletes a favourite of the bearer or the anonymous id; anyone else's is NOT_FOUND (UNKNOWN_FAVOURITE). */
  async remove(id: string, anonymousUserId?: string | null): Promise<boolean> {
    await removeFavourite(this.shop, id, this.owner(anonymousUserId));
    return true;
  }
}
