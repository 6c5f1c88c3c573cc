import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newDocumentId } from '../persistence/document-id';
import { expiringUnits, type Grant, type Unit, unitKey } from './rules';

/**
 * The credit ledger in the database (docs/adr/0013-plans-and-credits.md): entries are only ever added; a used
 * unit of a grant is a `credit-unit` row whose unique key makes it used once, by a spend or by an expiry.
 */
export const ENTRY = 'api::credit-entry.credit-entry';
const UNIT = 'api::credit-unit.credit-unit';

export interface EntryRow {
  id: number;
  key: string;
  kind: 'grant' | 'spend' | 'expire';
  amount: number;
  expires_at: string | null;
  diagram_legacy_id: number | null;
  grant_entry_id: number | null;
  createdAt: string;
}

export const rowDates = (now: Date) => ({ createdAt: now, updatedAt: now, publishedAt: now });

export async function addEntry(
  strapi: Core.Strapi,
  userId: number,
  data: Record<string, unknown> & { key: string; kind: EntryRow['kind']; amount: number },
  now: Date,
): Promise<EntryRow> {
  return (await strapi.db.query(ENTRY).create({
    data: { documentId: newDocumentId(), user: userId, ...data, ...rowDates(now) },
  })) as EntryRow;
}

/** Marks units used by an entry; a unit used already fails the whole transaction (unique key). */
export async function markUnitsUsed(strapi: Core.Strapi, units: Unit[], entryId: number, now: Date): Promise<void> {
  if (units.length === 0) return;
  await strapi.db.query(UNIT).createMany({
    data: units.map((unit) => ({
      documentId: newDocumentId(),
      key: unitKey(unit),
      grant_entry_id: unit.grantId,
      entry_id: entryId,
      ...rowDates(now),
    })),
  });
}

/** How many units of each grant are used, counted by the database (inside the current transaction, if any). */
async function usedUnits(strapi: Core.Strapi, grantIds: number[]): Promise<Map<number, number>> {
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

const toGrants = async (strapi: Core.Strapi, rows: Pick<EntryRow, 'id' | 'amount' | 'expires_at'>[]) => {
  const used = await usedUnits(
    strapi,
    rows.map((row) => row.id),
  );
  return rows.map(
    (row): Grant => ({
      id: row.id,
      amount: row.amount,
      used: used.get(row.id) ?? 0,
      expiresAt: new Date(row.expires_at as string),
    }),
  );
};

/** The account's grants that have not expired at `now`, with their used units. */
export async function liveGrants(strapi: Core.Strapi, userId: number, now: Date): Promise<Grant[]> {
  const rows = (await strapi.db.query(ENTRY).findMany({
    where: { user: { id: userId }, kind: 'grant', expires_at: { $gt: now } },
    select: ['id', 'amount', 'expires_at'],
  })) as EntryRow[];
  return toGrants(strapi, rows);
}

/** The grant of one paid subscription period (credits + bonus); its key makes it once per period. */
export async function grantPeriod(
  strapi: Core.Strapi,
  subscription: { id: number; userId: number },
  period: number,
  grant: { amount: number; expiresAt: Date },
  now: Date,
): Promise<number> {
  await addEntry(
    strapi,
    subscription.userId,
    {
      key: `grant:${subscription.id}:${period}`,
      kind: 'grant',
      amount: grant.amount,
      expires_at: grant.expiresAt,
      subscription: subscription.id,
    },
    now,
  );
  return grant.amount;
}

/**
 * Writes an `expire` entry for every grant past its expiry that still has unused units, using those units: a
 * concurrent run (or spend) of the same units fails on their unique keys and changes nothing.
 */
export async function expireGrants(
  strapi: Core.Strapi,
  now: Date,
  isConflict: (error: unknown) => boolean,
): Promise<number> {
  const rows = (await strapi.db.query(ENTRY).findMany({
    where: { kind: 'grant', expires_at: { $lte: now } },
    select: ['id', 'amount', 'expires_at'],
    populate: { user: { select: ['id'] } },
  })) as (EntryRow & { user: { id: number } | null })[];
  const userOf = new Map(rows.map((row) => [row.id, row.user?.id ?? null]));
  let expired = 0;
  for (const grant of await toGrants(strapi, rows)) {
    const units = expiringUnits(grant, now);
    const userId = userOf.get(grant.id);
    if (units.length === 0 || !userId) continue;
    try {
      await strapi.db.transaction(async () => {
        const entry = await addEntry(
          strapi,
          userId,
          { key: `expire:${grant.id}`, kind: 'expire', amount: -units.length, grant_entry_id: grant.id },
          now,
        );
        await markUnitsUsed(strapi, units, entry.id, now);
      });
      expired += 1;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  return expired;
}
