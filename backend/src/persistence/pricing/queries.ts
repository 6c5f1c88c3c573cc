import type { Core } from '@strapi/strapi';
import { DIAGRAM, DISCOUNT_CODE, SPECIAL_OFFER } from '../models';
import type { CodeRow, DiagramRow, OfferRow } from './rows';
import {
  collectPrices,
  columnOf,
  groupBy,
  joinPrices,
  joinTableOf,
  metaOf,
  toBoolean,
  toDate,
  toNumber,
  type Row,
} from './tables';

/** The English rows of the diagrams with their prices, by legacy id (one query). */
export async function loadDiagrams(strapi: Core.Strapi, ids: number[]): Promise<Map<number, DiagramRow>> {
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
    diagrams.set(legacyId, {
      legacy_id: legacyId,
      title: row.title as string,
      url: row.url as string,
      prices: collectPrices(group),
    });
  }
  return diagrams;
}

/** Discount code rows whose code matches one of `codes` case-insensitively, with their fixed amounts (one query). */
export async function loadCodeRows(strapi: Core.Strapi, codes: string[]): Promise<CodeRow[]> {
  if (codes.length === 0) return [];
  const col = (attribute: string) => `c.${columnOf(strapi, DISCOUNT_CODE, attribute)}`;
  const query = strapi.db
    .getConnection(`${metaOf(strapi, DISCOUNT_CODE).tableName} as c`)
    .select(
      'c.id as id',
      `${col('code')} as code`,
      `${col('percent_off')} as percent_off`,
      `${col('valid_from')} as valid_from`,
      `${col('valid_until')} as valid_until`,
      `${col('active')} as active`,
    )
    .whereRaw(`LOWER(${col('code')}) IN (${codes.map(() => 'LOWER(?)').join(', ')})`, codes)
    .orderBy('c.id');
  const rows = (await joinPrices(strapi, query, DISCOUNT_CODE, 'c', 'amount_off')) as Row[];
  return [...groupBy(rows, (row) => Number(row.id)).values()].map((group) => ({
    code: group[0].code as string,
    percent_off: toNumber(group[0].percent_off),
    amount_off: collectPrices(group),
    valid_from: toDate(group[0].valid_from),
    valid_until: toDate(group[0].valid_until),
    active: toBoolean(group[0].active),
  }));
}

const legacyIdOrNull = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

/** Special offers by legacy id with the legacy ids of their diagram and qualifying diagrams (one query). */
export async function loadOffers(strapi: Core.Strapi, ids: number[]): Promise<Map<number, OfferRow>> {
  if (ids.length === 0) return new Map();
  const diagramTable = metaOf(strapi, DIAGRAM).tableName;
  const legacyId = columnOf(strapi, DIAGRAM, 'legacy_id');
  const diagram = joinTableOf(strapi, SPECIAL_OFFER, 'diagram');
  const qualified = joinTableOf(strapi, SPECIAL_OFFER, 'diagrams_qualified');
  const col = (attribute: string) => `o.${columnOf(strapi, SPECIAL_OFFER, attribute)}`;
  const rows = (await strapi.db
    .getConnection(`${metaOf(strapi, SPECIAL_OFFER).tableName} as o`)
    .select(
      'o.id as id',
      `${col('legacy_id')} as legacy_id`,
      `${col('percent_off')} as percent_off`,
      `d1.${legacyId} as diagram`,
      `d2.${legacyId} as qualified`,
      'l1.id as l1id',
    )
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
      diagram: legacyIdOrNull(first.diagram),
      diagrams_qualified: group.flatMap((row) => {
        const id = legacyIdOrNull(row.qualified);
        return id === null ? [] : [id];
      }),
    };
    offers.set(offer.legacy_id, offer);
  }
  return offers;
}
