import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowFields } from './document-id';
import { ENTRY, UNIT } from './models';

/**
 * The credit ledger's records (docs/adr/0013-plans-and-credits.md): entries are only ever added; a used unit of a
 * grant is a `credit-unit` row whose unique key makes it used once, by a spend or by an expiry.
 */

export interface EntryRow {
  id: number;
  key: string;
  kind: 'grant' | 'spend' | 'expire' | 'refund';
  amount: number;
  expires_at: string | null;
  diagram_legacy_id: number | null;
  grant_entry_id: number | null;
  createdAt: string;
}

/** A grant entry as the credit rules need it, before its used units are counted. */
export type GrantEntry = Pick<EntryRow, 'id' | 'amount' | 'expires_at'>;

/** What an entry is made of besides its account; its key is unique, so an entry is written once. */
export type NewEntry = Pick<EntryRow, 'key' | 'kind' | 'amount'> & {
  expires_at?: Date;
  diagram_legacy_id?: number;
  grant_entry_id?: number;
  subscription?: number;
};

export async function insertEntry(strapi: Core.Strapi, userId: number, entry: NewEntry, now: Date): Promise<EntryRow> {
  return (await strapi.db.query(ENTRY).create({
    data: { user: userId, ...entry, ...newRowFields(now) },
  })) as EntryRow;
}

/** Marks units (by their unique key) used by an entry; a unit used already fails the whole transaction. */
export async function insertUsedUnits(
  strapi: Core.Strapi,
  units: { key: string; grantId: number }[],
  entryId: number,
  now: Date,
): Promise<void> {
  if (units.length === 0) return;
  await strapi.db.query(UNIT).createMany({
    data: units.map((unit) => ({
      key: unit.key,
      grant_entry_id: unit.grantId,
      entry_id: entryId,
      ...newRowFields(now),
    })),
  });
}

/** How many units of each grant are used, counted by the database (inside the current transaction, if any). */
export async function usedUnitCounts(strapi: Core.Strapi, grantIds: number[]): Promise<Map<number, number>> {
  if (grantIds.length === 0) return new Map();
  const table = strapi.db.metadata.get(UNIT).tableName;
  const count = (trx?: Knex.Transaction) => {
    const query = strapi.db
      .getConnection(table)
      .select('grant_entry_id')
      .count({ used: '*' })
      .whereIn('grant_entry_id', grantIds)
      .groupBy('grant_entry_id');
    return trx ? query.transacting(trx) : query;
  };
  const rows = (strapi.db.inTransaction()
    ? await strapi.db.transaction(({ trx }) => count(trx))
    : await count()) as unknown as { grant_entry_id: number; used: number | string }[];
  return new Map(rows.map((row) => [Number(row.grant_entry_id), Number(row.used)]));
}

/** The account's grant entries that have not expired at `now`. */
export const liveGrantEntries = async (strapi: Core.Strapi, userId: number, now: Date) =>
  (await strapi.db.query(ENTRY).findMany({
    where: { user: { id: userId }, kind: 'grant', expires_at: { $gt: now } },
    select: ['id', 'amount', 'expires_at'],
  })) as GrantEntry[];

/** Every account's grant entries expired at `now`, with their account (null once it is gone). */
export const expiredGrantEntries = async (strapi: Core.Strapi, now: Date) =>
  (await strapi.db.query(ENTRY).findMany({
    where: { kind: 'grant', expires_at: { $lte: now } },
    select: ['id', 'amount', 'expires_at'],
    populate: { user: { select: ['id'] } },
  })) as (GrantEntry & { user: { id: number } | null })[];

/** A grant entry by its key (`grant:<subscription>:<period>`), with its account; null when there is none. */
export const grantEntryByKey = async (strapi: Core.Strapi, key: string) =>
  (await strapi.db.query(ENTRY).findOne({
    where: { key, kind: 'grant' },
    select: ['id', 'amount', 'expires_at'],
    populate: { user: { select: ['id'] } },
  })) as (GrantEntry & { user: { id: number } | null }) | null;

/** The account's latest entries, newest first. */
export const latestEntriesOf = async (strapi: Core.Strapi, userId: number, limit: number) =>
  (await strapi.db.query(ENTRY).findMany({
    where: { user: { id: userId } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit,
  })) as EntryRow[];
