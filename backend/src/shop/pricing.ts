import type { Core } from '@strapi/strapi';
import { badRequest } from './errors';
import { PricingCache, watchPricingWrites } from './pricing-cache';
import {
  addCents, centsOf, percentOf, subtractCents, toBasisPoints, toMoney,
  type Cents, type Money,
} from './money';

const DIAGRAM = 'api::diagram.diagram';
const DISCOUNT_CODE = 'api::discount-code.discount-code';
const SPECIAL_OFFER = 'api::special-offer.special-offer';

/** The only licence sold (spec section 9: 'Single user'). */
export const SINGLE_USER_LICENSE = 1;
const MAX_ITEMS = 200;
const MAX_CODE_LENGTH = 64;

export interface CartItemInput {
  diagram_id: number;
  license_id: number;
  code: string | null;
  special_offer_id: number | null;
}

export type CodeStatus = 'applied' | 'unknown' | 'expired';

export interface PricedLine {
  diagram_id: number;
  license_id: number;
  code: string | null;
  code_status: CodeStatus | null;
  special_offer_id: number | null;
  title: string;
  url: string;
  prices: Money[];
  discounts: Money[];
  final_prices: Money[];
}

export interface Totals {
  price: Money[];
  discount: Money[];
  subtotal: Money[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalId(value: unknown, field: string, index: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Item ${index}: ${field} must be a positive integer`);
  return id;
}

/** Parses the cart items of a request; anything else in an item (prices in particular) is ignored. */
export function parseCartItems(body: unknown, defaultCode: string | null = null): CartItemInput[] {
  if (!Array.isArray(body)) throw badRequest('Expected a list of cart items');
  if (body.length === 0) throw badRequest('The cart is empty');
  if (body.length > MAX_ITEMS) throw badRequest(`At most ${MAX_ITEMS} items can be priced at once`);
  return body.map((item, index) => {
    if (!isObject(item)) throw badRequest(`Item ${index} must be an object`);
    const diagramId = optionalId(item.diagram_id, 'diagram_id', index);
    if (diagramId === null) throw badRequest(`Item ${index}: diagram_id is required`);
    const licenseId = optionalId(item.license_id, 'license_id', index) ?? SINGLE_USER_LICENSE;
    if (licenseId !== SINGLE_USER_LICENSE) throw badRequest(`Unknown license ${licenseId}`);
    return {
      diagram_id: diagramId,
      license_id: licenseId,
      code: parseCode(item.code === undefined ? defaultCode : item.code, index),
      special_offer_id: optionalId(item.special_offer_id, 'special_offer_id', index),
    };
  });
}

export function parseCode(value: unknown, index?: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${index === undefined ? '' : `Item ${index}: `}code must be a string`);
  const code = value.trim();
  if (code.length > MAX_CODE_LENGTH) throw badRequest('The discount code is too long');
  return code || null;
}

interface DiagramRow {
  legacy_id: number;
  title: string;
  url: string;
  prices: { currency: string; amount: number }[];
}

interface CodeRow {
  code: string;
  percent_off: number | null;
  amount_off: { currency: string; amount: number }[];
  valid_from: Date | null;
  valid_until: Date | null;
  active: boolean | null;
}

interface OfferRow {
  legacy_id: number;
  percent_off: number;
  diagram: number | null;
  diagrams_qualified: number[];
}

interface CodeResult {
  status: CodeStatus;
  code: string;
  row?: CodeRow;
}

type Row = Record<string, unknown>;

/* The pricing queries read the tables directly (one query per kind of row, components and relations joined in)
 * instead of going through `strapi.db.query` and its populate, which costs a query per populated attribute plus
 * the row transformation. Table and column names come from Strapi's metadata; values are converted the way
 * Strapi's fields convert them (numbers, booleans, dates), so the results are those of the entity service. */

interface JoinInfo {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  on?: Record<string, string>;
}

function metaOf(strapi: Core.Strapi, uid: string) {
  return strapi.db.metadata.get(uid as never) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string; joinTable?: JoinInfo; component?: string; target?: string }>;
  };
}

function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  return metaOf(strapi, uid).attributes[attribute]?.columnName ?? attribute;
}

function joinTableOf(strapi: Core.Strapi, uid: string, attribute: string): JoinInfo {
  const joinTable = metaOf(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  return joinTable;
}

/** As Strapi's number fields read them. */
const toNumber = (value: unknown): number => (value === null || value === undefined ? (value as never) : Number(value));

/** As Strapi's boolean field reads it. */
function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = value === null || value === undefined ? '' : String(value);
  return text === '1' ? true : text === '0' ? false : null;
}

/** As Strapi's datetime field reads it (an invalid value is null). */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Price components of rows joined in `(ord, jid, currency, amount)`, in the component order. */
function collectPrices(rows: Row[]): { currency: string; amount: number }[] {
  return rows
    .filter((row) => row.jid !== null && row.jid !== undefined && row.currency !== null && row.currency !== undefined)
    .sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0) || Number(a.jid) - Number(b.jid))
    .map((row) => ({ currency: String(row.currency), amount: toNumber(row.amount) }));
}

function groupBy<K>(rows: Row[], key: (row: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Joins a repeatable price component of `alias` into the query as columns ord, jid, currency, amount. */
function joinPrices(strapi: Core.Strapi, query: any, uid: string, alias: string, attribute: string) {
  const joinTable = joinTableOf(strapi, uid, attribute);
  const component = metaOf(strapi, uid).attributes[attribute].component ?? metaOf(strapi, uid).attributes[attribute].target!;
  const componentTable = metaOf(strapi, component).tableName;
  const order = joinTable.orderColumnName ?? 'order';
  return query
    .select(`j.${order} as ord`, 'j.id as jid', `p.${columnOf(strapi, component, 'currency')} as currency`,
      `p.${columnOf(strapi, component, 'amount')} as amount`)
    .leftJoin(`${joinTable.name} as j`, (on: any) => {
      on.on(`j.${joinTable.joinColumn.name}`, `${alias}.id`);
      for (const [column, value] of Object.entries(joinTable.on ?? {})) on.onVal(`j.${column}`, value);
    })
    .leftJoin(`${componentTable} as p`, `p.id`, `j.${joinTable.inverseJoinColumn.name}`);
}

/** The English rows of the diagrams with their prices, by legacy id (one query). */
async function loadDiagrams(strapi: Core.Strapi, ids: number[]): Promise<Map<number, DiagramRow>> {
  const col = (attribute: string) => `d.${columnOf(strapi, DIAGRAM, attribute)}`;
  const query = strapi.db
    .getConnection(`${metaOf(strapi, DIAGRAM).tableName} as d`)
    .select('d.id as id', `${col('legacy_id')} as legacy_id`, `${col('title')} as title`, `${col('url')} as url`)
    .whereIn(col('legacy_id'), ids)
    .andWhere(col('locale'), 'en')
    .orderBy('d.id');
  const rows = (await joinPrices(strapi, query, DIAGRAM, 'd', 'prices')) as Row[];
  const diagrams = new Map<number, DiagramRow>();
  for (const group of groupBy(rows, (row) => Number(row.id)).values()) {
    const row = group[0];
    const legacyId = toNumber(row.legacy_id);
    diagrams.set(legacyId, { legacy_id: legacyId, title: row.title as string, url: row.url as string, prices: collectPrices(group) });
  }
  return diagrams;
}

/** Discount code rows whose code matches one of `codes` case-insensitively, with their fixed amounts (one query). */
async function loadCodeRows(strapi: Core.Strapi, codes: string[]): Promise<(CodeRow & { id: number })[]> {
  if (codes.length === 0) return [];
  const col = (attribute: string) => `c.${columnOf(strapi, DISCOUNT_CODE, attribute)}`;
  const query = strapi.db
    .getConnection(`${metaOf(strapi, DISCOUNT_CODE).tableName} as c`)
    .select('c.id as id', `${col('code')} as code`, `${col('percent_off')} as percent_off`, `${col('valid_from')} as valid_from`,
      `${col('valid_until')} as valid_until`, `${col('active')} as active`)
    .whereRaw(`LOWER(${col('code')}) IN (${codes.map(() => 'LOWER(?)').join(', ')})`, codes)
    .orderBy('c.id');
  const rows = (await joinPrices(strapi, query, DISCOUNT_CODE, 'c', 'amount_off')) as Row[];
  return [...groupBy(rows, (row) => Number(row.id)).values()].map((group) => ({
    id: Number(group[0].id),
    code: group[0].code as string,
    percent_off: toNumber(group[0].percent_off),
    amount_off: collectPrices(group),
    valid_from: toDate(group[0].valid_from),
    valid_until: toDate(group[0].valid_until),
    active: toBoolean(group[0].active),
  }));
}

const diagramCache = new PricingCache<number, DiagramRow>();
/** Code rows by lower-case code; null: no such code. */
const codeCache = new PricingCache<string, CodeRow | null>();
/** Offers by legacy id; null: no such offer. */
const offerCache = new PricingCache<number, OfferRow | null>();

async function lookUpCodes(strapi: Core.Strapi, codes: string[], now: Date): Promise<Map<string, CodeResult>> {
  const wanted = [...new Set(codes)];
  const spellings = new Map<string, string[]>();
  for (const code of wanted) spellings.set(code.toLowerCase(), [...(spellings.get(code.toLowerCase()) ?? []), code]);
  const rowByKey = await codeCache.getMany(
    [...spellings.keys()],
    async (keys) => {
      const rows = await loadCodeRows(strapi, keys.flatMap((key) => spellings.get(key)!));
      // The first matching row, as a lookup by `$eqi` would find it.
      return new Map(keys.map((key) => [key, rows.find((row) => typeof row.code === 'string' && row.code.toLowerCase() === key) ?? null]));
    },
    null,
  );
  const results = new Map<string, CodeResult>();
  for (const code of wanted) {
    const key = code.toLowerCase();
    const row = rowByKey.get(key) ?? null;
    if (!row || row.active === false || (row.valid_from && row.valid_from > now)) {
      results.set(key, { status: 'unknown', code });
    } else if (row.valid_until && row.valid_until < now) {
      results.set(key, { status: 'expired', code: row.code });
    } else {
      results.set(key, { status: 'applied', code: row.code, row });
    }
  }
  return results;
}

/** Special offers by legacy id with the legacy ids of their diagram and qualifying diagrams (one query). */
async function loadOffers(strapi: Core.Strapi, ids: number[]): Promise<Map<number, OfferRow>> {
  if (ids.length === 0) return new Map();
  const diagramTable = metaOf(strapi, DIAGRAM).tableName;
  const legacyId = columnOf(strapi, DIAGRAM, 'legacy_id');
  const diagram = joinTableOf(strapi, SPECIAL_OFFER, 'diagram');
  const qualified = joinTableOf(strapi, SPECIAL_OFFER, 'diagrams_qualified');
  const col = (attribute: string) => `o.${columnOf(strapi, SPECIAL_OFFER, attribute)}`;
  const rows = (await strapi.db
    .getConnection(`${metaOf(strapi, SPECIAL_OFFER).tableName} as o`)
    .select('o.id as id', `${col('legacy_id')} as legacy_id`, `${col('percent_off')} as percent_off`,
      `d1.${legacyId} as diagram`, `d2.${legacyId} as qualified`, 'l1.id as l1id')
    .leftJoin(`${diagram.name} as l1`, `l1.${diagram.joinColumn.name}`, 'o.id')
    .leftJoin(`${diagramTable} as d1`, 'd1.id', `l1.${diagram.inverseJoinColumn.name}`)
    .leftJoin(`${qualified.name} as l2`, `l2.${qualified.joinColumn.name}`, 'o.id')
    .leftJoin(`${diagramTable} as d2`, 'd2.id', `l2.${qualified.inverseJoinColumn.name}`)
    .whereIn(col('legacy_id'), ids)
    .orderBy('o.id')) as Row[];
  const offers = new Map<number, OfferRow>();
  for (const group of groupBy(rows, (row) => Number(row.id)).values()) {
    const first = [...group].sort((a, b) => Number(a.l1id ?? 0) - Number(b.l1id ?? 0))[0];
    const offer: OfferRow = {
      legacy_id: toNumber(first.legacy_id),
      percent_off: toNumber(first.percent_off),
      diagram: first.diagram === null || first.diagram === undefined ? null : toNumber(first.diagram),
      diagrams_qualified: group.flatMap((row) => (row.qualified === null || row.qualified === undefined ? [] : [toNumber(row.qualified)])),
    };
    offers.set(offer.legacy_id, offer);
  }
  return offers;
}

/**
 * Prices cart items from the database only: each line's prices, the discount of its code and of its special
 * offer (percentages add up, the discount never exceeds the price) and the final prices, per currency.
 * Diagrams, codes and offers are read in one round of at most three queries, whatever the size of the cart,
 * through a short-lived cache (see pricing-cache.ts).
 */
export async function priceItems(strapi: Core.Strapi, items: CartItemInput[], now = new Date()): Promise<PricedLine[]> {
  const diagramIds = [...new Set(items.map((item) => item.diagram_id))];
  const offerIds = [...new Set(items.flatMap((item) => (item.special_offer_id ? [item.special_offer_id] : [])))];
  watchPricingWrites(strapi);
  const [diagramById, codes, offerById] = await Promise.all([
    diagramCache.getMany(diagramIds, (missing) => loadDiagrams(strapi, missing)),
    lookUpCodes(strapi, items.flatMap((item) => (item.code ? [item.code] : [])), now),
    offerCache.getMany(offerIds, (missing) => loadOffers(strapi, missing), null),
  ]);
  const unknown = diagramIds.find((id) => !diagramById.has(id));
  if (unknown !== undefined) throw badRequest(`Unknown diagram ${unknown}`);
  const inCart = new Set(diagramIds);

  return items.map((item): PricedLine => {
    const diagram = diagramById.get(item.diagram_id)!;
    const prices = centsOf(diagram.prices);
    const code = item.code ? codes.get(item.code.toLowerCase())! : null;

    const offer = item.special_offer_id ? offerById.get(item.special_offer_id) ?? undefined : undefined;
    const offerApplies =
      !!offer &&
      offer.diagram === item.diagram_id &&
      offer.diagrams_qualified.some((qualified) => qualified !== item.diagram_id && inCart.has(qualified));

    let percent = 0;
    if (code?.status === 'applied') percent += toBasisPoints(code.row!.percent_off);
    if (offerApplies) percent += toBasisPoints(offer!.percent_off);
    const fixed = code?.status === 'applied' ? centsOf(code.row!.amount_off) : new Map<string, number>();

    const discounts: Cents = new Map();
    for (const [currency, cents] of prices) {
      const discount = percentOf(cents, Math.min(percent, 10_000)) + (fixed.get(currency) ?? 0);
      discounts.set(currency, Math.max(0, Math.min(cents, discount)));
    }
    return {
      diagram_id: item.diagram_id,
      license_id: item.license_id,
      code: code ? code.code : null,
      code_status: code ? code.status : null,
      special_offer_id: offerApplies ? offer!.legacy_id : null,
      title: diagram.title,
      url: diagram.url,
      prices: toMoney(prices),
      discounts: toMoney(discounts),
      final_prices: toMoney(subtractCents(prices, discounts)),
    };
  });
}

/** Price sets of the whole cart: prices, discounts and what is paid (subtotal), per currency. */
export function totalsOf(lines: PricedLine[]): Totals {
  let price: Cents = new Map();
  let discount: Cents = new Map();
  for (const line of lines) {
    price = addCents(price, centsOf(line.prices));
    discount = addCents(discount, centsOf(line.discounts));
  }
  return { price: toMoney(price), discount: toMoney(discount), subtotal: toMoney(subtractCents(price, discount)) };
}
