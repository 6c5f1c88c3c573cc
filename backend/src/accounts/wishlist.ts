import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ShopError } from '../http/errors';
import { newDocumentId } from '../persistence/document-id';
import type { ShopConfig } from '../env/settings';
import { isObject } from '../http/request-values';
import { bearerUser, requireUser } from './bearer';

const FAVOURITE = 'api::favourite.favourite';
const DIAGRAM = 'api::diagram.diagram';
/** What a client may send as an anonymous id (the contract's format); only the ones this server signed own anything. */
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22,64}$/;
/** An issued id: 18 random bytes and 18 bytes of their HMAC, each 24 base64url characters. */
const ID_PART_BYTES = 18;
const ID_PART_LENGTH = 24;
const MAX_LISTED = 500;

interface FavouriteRow {
  id: number;
  diagram_legacy_id: number;
  anonymous_user_id: string | null;
}

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

/** Query-engine filters on the owner. */
const ofUser = (userId: number) => ({ user: { id: userId } });
const ofAnonymous = (anonymousId: string) => ({ anonymous_user_id: anonymousId, user: { id: { $null: true } } });

const ANONYMOUS_HEADER = 'x-anonymous-user-id';

const headerAnonymousId = (strapi: Core.Strapi, ctx: Context) =>
  parseAnonymousId(strapi, ctx.request.headers[ANONYMOUS_HEADER], 'X-Anonymous-User-Id');

async function diagramExists(strapi: Core.Strapi, value: unknown): Promise<number> {
  const legacyId = Number(value);
  const found =
    Number.isSafeInteger(legacyId) && legacyId > 0
      ? await strapi.db.query(DIAGRAM).findOne({ where: { legacy_id: legacyId, locale: 'en' }, select: ['id'] })
      : null;
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
  const diagram = await diagramExists(strapi, input.diagram);
  const user = await bearerUser(strapi, ctx);
  const anonymousId = given ?? newAnonymousId(strapi);
  const favourites = strapi.db.query(FAVOURITE);
  const existing = (await favourites.findOne({
    where: { ...(user ? ofUser(user.id) : ofAnonymous(anonymousId)), diagram_legacy_id: diagram },
  })) as FavouriteRow | null;
  if (existing) return { created: false, favourite: view(existing, anonymousId) };
  const now = new Date();
  const created = (await favourites.create({
    data: {
      ...(user ? { user: user.id } : { anonymous_user_id: anonymousId }),
      diagram_legacy_id: diagram,
      documentId: newDocumentId(),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    },
  })) as FavouriteRow;
  return { created: true, favourite: view(created, anonymousId) };
}

/** The bearer's favourites, else those of `X-Anonymous-User-Id`; oldest first. */
export async function listFavourites(strapi: Core.Strapi, ctx: Context) {
  const user = await bearerUser(strapi, ctx);
  const anonymousId = user ? null : headerAnonymousId(strapi, ctx);
  if (!user && !anonymousId) return { results: [] };
  const rows = (await strapi.db.query(FAVOURITE).findMany({
    where: user ? ofUser(user.id) : ofAnonymous(anonymousId as string),
    select: ['id', 'diagram_legacy_id', 'anonymous_user_id'],
    orderBy: { id: 'asc' },
    limit: MAX_LISTED,
  })) as FavouriteRow[];
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
  const owners = [...(user ? [ofUser(user.id)] : []), ...(anonymousId ? [ofAnonymous(anonymousId)] : [])];
  if (owners.length === 0) throw unknownFavourite();
  const favourites = strapi.db.query(FAVOURITE);
  // Found and deleted in two steps: a delete cannot filter through the user relation.
  const owned = await favourites.findOne({ where: { id, $or: owners }, select: ['id'] });
  if (!owned) throw unknownFavourite();
  await favourites.delete({ where: { id } });
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
  return strapi.db.transaction(async () => {
    const favourites = strapi.db.query(FAVOURITE);
    const anonymous = (await favourites.findMany({
      where: ofAnonymous(anonymousId),
      select: ['id', 'diagram_legacy_id'],
    })) as FavouriteRow[];
    const owned = (await favourites.findMany({
      where: ofUser(user.id),
      select: ['diagram_legacy_id'],
    })) as FavouriteRow[];
    const ownedDiagrams = new Set(owned.map((row) => row.diagram_legacy_id));
    const duplicates = anonymous.filter((row) => ownedDiagrams.has(row.diagram_legacy_id)).map((row) => row.id);
    const moved = anonymous.filter((row) => !ownedDiagrams.has(row.diagram_legacy_id)).map((row) => row.id);
    if (duplicates.length > 0) await favourites.deleteMany({ where: { id: { $in: duplicates } } });
    // Relations are written through update (updateMany does not set them); at most a wishlist's worth of rows.
    for (const id of moved)
      await favourites.update({ where: { id }, data: { user: user.id, anonymous_user_id: null } });
    return { attached: moved.length };
  });
}
