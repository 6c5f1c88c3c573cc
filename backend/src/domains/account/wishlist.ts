import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ShopError } from '../../http/errors';
import { diagramExists } from '../../persistence/catalogue';
import {
  createFavourite,
  deleteOwnedFavourite,
  type FavouriteOwner,
  type FavouriteRow,
  favouriteOf,
  favouritesOf,
  mergeAnonymousFavourites,
} from '../../persistence/favourites';
import type { ShopConfig } from '../../env/settings';
import { isObject } from '../../http/request-values';
import { bearerUser, requireUser } from './bearer';

/** What a client may send as an anonymous id (the contract's format); only the ones this server signed own anything. */
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** An issued id: 18 random bytes and 18 bytes of their HMAC, each 24 base64url characters. */
const ID_PART_BYTES = 18;
const ID_PART_LENGTH = 24;
const MAX_LISTED = 500;

/** The HMAC (DOWNLOAD_SECRET) that makes an anonymous id one this server issued: a client cannot choose its own. */
function signatureOf(strapi: Core.Strapi, random: string): Buffer {
  const { downloadSecret } = strapi.config.get('shop') as ShopConfig;
  return crypto
    .createHmac('sha256', downloadSecret)
    .update(`anonymous-wishlist:${random}`)
    .digest()
    .subarray(0, ID_PART_BYTES);
}

/** 144 random bits nobody can guess, then their signature: 48 base64url characters. */
function newAnonymousId(strapi: Core.Strapi): string {
  const random = crypto.randomBytes(ID_PART_BYTES).toString('base64url');
  return `${random}${signatureOf(strapi, random).toString('base64url')}`;
}

function isIssued(strapi: Core.Strapi, id: string): boolean {
  if (id.length !== 2 * ID_PART_LENGTH) return false;
  const given = Buffer.from(id.slice(ID_PART_LENGTH), 'base64url');
  const expected = signatureOf(strapi, id.slice(0, ID_PART_LENGTH));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const view = (row: FavouriteRow, anonymousId = row.anonymous_user_id) => ({
  id: row.id,
  diagram: row.diagram_legacy_id,
  anonymous_user_id: anonymousId ?? null,
});

/**
 * The anonymous id sent, when this server issued it; null when none was sent or it is well-formed but not ours
 * (a client-chosen or altered id owns nothing: its favourites are neither read, removed nor moved).
 */
function parseAnonymousId(strapi: Core.Strapi, value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && ANONYMOUS_ID.test(value)) return isIssued(strapi, value) ? value : null;
  throw new ShopError(400, { error: 'This anonymous id is not valid.', code: 'invalid_anonymous_id', field });
}

const ANONYMOUS_HEADER = 'x-anonymous-user-id';

const headerAnonymousId = (strapi: Core.Strapi, ctx: Context) =>
  parseAnonymousId(strapi, ctx.request.headers[ANONYMOUS_HEADER], 'X-Anonymous-User-Id');

/** The legacy id of a diagram in the catalogue; 400 `unknown_diagram` for any other value. */
async function knownDiagram(strapi: Core.Strapi, value: unknown): Promise<number> {
  const legacyId = Number(value);
  const found = Number.isSafeInteger(legacyId) && legacyId > 0 && (await diagramExists(strapi, legacyId));
  if (!found) {
    throw new ShopError(400, {
      error: `Unknown diagram ${String(value).slice(0, 20)}`,
      code: 'unknown_diagram',
      field: 'diagram',
    });
  }
  return legacyId;
}

/**
 * Adds a diagram to the wishlist of the bearer's account, else of the anonymous id given if this server issued it
 * (else a new one: the visitor keeps a wishlist, under an id of ours). The same diagram twice for one owner answers the existing favourite (`created: false`).
 */
export async function addFavourite(strapi: Core.Strapi, ctx: Context, body: unknown) {
  const input = isObject(body) ? body : {};
  const given = parseAnonymousId(strapi, input.anonymous_user_id, 'anonymous_user_id');
  const diagram = await knownDiagram(strapi, input.diagram);
  const user = await bearerUser(strapi, ctx);
  const anonymousId = given ?? newAnonymousId(strapi);
  const owner: FavouriteOwner = user ? { userId: user.id } : { anonymousId };
  const existing = await favouriteOf(strapi, owner, diagram);
  if (existing) return { created: false, favourite: view(existing, anonymousId) };
  const created = await createFavourite(strapi, owner, diagram);
  return { created: true, favourite: view(created, anonymousId) };
}

/** The bearer's favourites, else those of `X-Anonymous-User-Id`; oldest first. */
export async function listFavourites(strapi: Core.Strapi, ctx: Context) {
  const user = await bearerUser(strapi, ctx);
  const anonymousId = user ? null : headerAnonymousId(strapi, ctx);
  if (!user && !anonymousId) return { results: [] };
  const owner: FavouriteOwner = user ? { userId: user.id } : { anonymousId: anonymousId as string };
  const rows = await favouritesOf(strapi, owner, MAX_LISTED);
  return { results: rows.map((row) => view(row)) };
}

const unknownFavourite = () =>
  new ShopError(404, { error: 'No such favourite.', code: 'unknown_favourite', field: 'id' });

/** Deletes a favourite its owner proves (bearer or `X-Anonymous-User-Id`); anything else is 404, found or not. */
export async function removeFavourite(strapi: Core.Strapi, ctx: Context, idParam: string): Promise<void> {
  const id = Number(idParam);
  if (!/^\d{1,15}$/.test(idParam) || !Number.isSafeInteger(id)) throw unknownFavourite();
  const user = await bearerUser(strapi, ctx);
  const anonymousId = headerAnonymousId(strapi, ctx);
  const owners: FavouriteOwner[] = [...(user ? [{ userId: user.id }] : []), ...(anonymousId ? [{ anonymousId }] : [])];
  if (owners.length === 0) throw unknownFavourite();
  if (!(await deleteOwnedFavourite(strapi, id, owners))) throw unknownFavourite();
}

/**
 * Moves the favourites of `X-Anonymous-User-Id` to the bearer's account; duplicates of its own are dropped. An id
 * this server did not issue moves nothing.
 */
export async function attachFavourites(strapi: Core.Strapi, ctx: Context): Promise<{ attached: number }> {
  const user = await requireUser(strapi, ctx);
  const anonymousId = headerAnonymousId(strapi, ctx);
  if (!anonymousId && ctx.request.headers[ANONYMOUS_HEADER]) return { attached: 0 };
  if (!anonymousId) {
    throw new ShopError(400, {
      error: 'X-Anonymous-User-Id is required.',
      code: 'invalid_anonymous_id',
      field: 'X-Anonymous-User-Id',
    });
  }
  return { attached: await mergeAnonymousFavourites(strapi, anonymousId, user.id) };
}
