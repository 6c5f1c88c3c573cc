import type { Core } from '@strapi/strapi';
import {
  expiredGrantEntries,
  type GrantEntry,
  grantEntryByKey,
  insertEntry,
  insertUsedUnits,
  liveGrantEntries,
  usedUnitCounts,
} from '../../persistence/ledger';
import { expiringUnits, type Grant, type Unit, unitKey, unusedUnits } from './rules';

/** The credit ledger's operations (docs/adr/0013-plans-and-credits.md), on its records in src/persistence/ledger.ts. */

/** Marks units used by an entry; a unit used already fails the whole transaction (unique key). */
export const markUnitsUsed = (strapi: Core.Strapi, units: Unit[], entryId: number, now: Date) =>
  insertUsedUnits(
    strapi,
    units.map((unit) => ({ key: unitKey(unit), grantId: unit.grantId })),
    entryId,
    now,
  );

const toGrants = async (strapi: Core.Strapi, rows: GrantEntry[]) => {
  const used = await usedUnitCounts(
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
  return toGrants(strapi, await liveGrantEntries(strapi, userId, now));
}

/** The grant of one paid subscription period (credits + bonus); its key makes it once per period. */
export async function grantPeriod(
  strapi: Core.Strapi,
  subscription: { id: number; userId: number },
  period: number,
  grant: { amount: number; expiresAt: Date },
  now: Date,
): Promise<number> {
  await insertEntry(
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
  const rows = await expiredGrantEntries(strapi, now);
  const userOf = new Map(rows.map((row) => [row.id, row.user?.id ?? null]));
  let expired = 0;
  for (const grant of await toGrants(strapi, rows)) {
    const units = expiringUnits(grant, now);
    const userId = userOf.get(grant.id);
    if (units.length === 0 || !userId) continue;
    try {
      await strapi.db.transaction(async () => {
        const entry = await insertEntry(
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

/**
 * Takes back what is left of one period's grant (a refunded payment): a `refund` entry using its unused units, so
 * credits already spent stay spent and the balance never goes below them. Once per grant (the entry's key); 0 when
 * nothing is left or the period granted nothing.
 */
export async function revokePeriodGrant(
  strapi: Core.Strapi,
  subscriptionId: number,
  period: number,
  now: Date,
): Promise<number> {
  return strapi.db.transaction(async () => {
    const row = await grantEntryByKey(strapi, `grant:${subscriptionId}:${period}`);
    if (!row?.user) return 0;
    const [grant] = await toGrants(strapi, [row]);
    const units = unusedUnits(grant);
    if (units.length === 0) return 0;
    const entry = await insertEntry(
      strapi,
      row.user.id,
      { key: `refund:${grant.id}`, kind: 'refund', amount: -units.length, grant_entry_id: grant.id },
      now,
    );
    await markUnitsUsed(strapi, units, entry.id, now);
    return units.length;
  });
}
