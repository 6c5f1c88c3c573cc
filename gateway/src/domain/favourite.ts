/** A wishlist entry on the server (spec §3): the diagram by legacy id, owned by an account or an anonymous id. */
export interface Favourite {
  id: string;
  diagramLegacyId: number;
  anonymousUserId: string | null;
}
