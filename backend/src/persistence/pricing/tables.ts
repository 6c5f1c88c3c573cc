import type { Core } from '@strapi/strapi';
import type { PriceRow } from './rows';

/* The pricing queries read the tables directly (one query per kind of row, components and relations joined in)
 * instead of going through `strapi.db.query` and its populate, which costs a query per populated attribute plus
 * the row transformation. Table and column names come from Strapi's metadata; values are converted the way
 * Strapi's fields convert them (numbers, booleans, dates), so the results are those of the entity service. */

export type Row = Record<string, unknown>;

interface JoinInfo {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  on?: Record<string, string>;
}

export function metaOf(strapi: Core.Strapi, uid: string) {
  return strapi.db.metadata.get(uid as never) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string; joinTable?: JoinInfo; component?: string; target?: string }>;
  };
}

export function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  return metaOf(strapi, uid).attributes[attribute]?.columnName ?? attribute;
}

export function joinTableOf(strapi: Core.Strapi, uid: string, attribute: string): JoinInfo {
  const joinTable = metaOf(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  return joinTable;
}

/** As Strapi's number fields read them. */
export const toNumber = (value: unknown): number =>
  value === null || value === undefined ? (value as never) : Number(value);

/** As Strapi's boolean field reads it. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = value === null || value === undefined ? '' : String(value);
  return text === '1' ? true : text === '0' ? false : null;
}

/** As Strapi's datetime field reads it (an invalid value is null). */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isPresent = (value: unknown) => value !== null && value !== undefined;

/** Price components of rows joined in `(ord, jid, currency, amount)`, in the component order. */
export function collectPrices(rows: Row[]): PriceRow[] {
  return rows
    .filter((row) => isPresent(row.jid) && isPresent(row.currency) && isPresent(row.amount))
    .sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0) || Number(a.jid) - Number(b.jid))
    .map((row) => ({ currency: String(row.currency), amount: toNumber(row.amount) }));
}

export function groupBy<K>(rows: Row[], key: (row: Row) => K): Map<K, Row[]> {
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
/** The query builder of `strapi.db.getConnection(table)`. */
type QueryBuilder = ReturnType<Core.Strapi['db']['getConnection']>;

export function joinPrices(strapi: Core.Strapi, query: QueryBuilder, uid: string, alias: string, attribute: string) {
  const joinTable = joinTableOf(strapi, uid, attribute);
  const { component, target } = metaOf(strapi, uid).attributes[attribute];
  const componentUid = (component ?? target)!;
  const order = joinTable.orderColumnName ?? 'order';
  return query
    .select(
      `j.${order} as ord`,
      'j.id as jid',
      `p.${columnOf(strapi, componentUid, 'currency')} as currency`,
      `p.${columnOf(strapi, componentUid, 'amount')} as amount`,
    )
    .leftJoin(`${joinTable.name} as j`, (on) => {
      on.on(`j.${joinTable.joinColumn.name}`, `${alias}.id`);
      for (const [column, value] of Object.entries(joinTable.on ?? {})) on.onVal(`j.${column}`, value);
    })
    .leftJoin(`${metaOf(strapi, componentUid).tableName} as p`, 'p.id', `j.${joinTable.inverseJoinColumn.name}`);
}
