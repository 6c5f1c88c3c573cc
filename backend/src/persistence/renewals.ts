import type { Core } from '@strapi/strapi';
import { newRowFields } from './document-id';
import { NOTICE, RENEWAL } from './models';

/**
 * A subscription period's renewal record, keyed `<subscription id>:<period>`: the unique claim of its charge,
 * then its outcome. A notice record, keyed `<kind>:<subscription id>:<period>`, claims one mail about a period.
 */
export type RenewalRow = {
  id: number;
  outcome: 'charging' | 'paid' | 'declined';
  attempts: number;
  retry_at: string | null;
};

/** Inserts a notice record; a second one of the same key throws (the mail is sent already). */
export async function insertNotice(
  strapi: Core.Strapi,
  notice: { key: string; subscription: number; period_index: number },
): Promise<void> {
  const now = new Date();
  await strapi.db.query(NOTICE).create({
    data: { ...notice, ...newRowFields(now) },
  });
}

/** Inserts a period's renewal record as charged by a first attempt; a second one of the same key throws. */
export async function insertRenewal(
  strapi: Core.Strapi,
  renewal: { key: string; subscription: number; period_index: number },
): Promise<void> {
  const now = new Date();
  await strapi.db.query(RENEWAL).create({
    data: {
      ...renewal,
      outcome: 'charging',
      attempts: 1,
      ...newRowFields(now),
    },
  });
}

export const findRenewal = async (strapi: Core.Strapi, key: string) =>
  (await strapi.db.query(RENEWAL).findOne({ where: { key } })) as RenewalRow | null;

/**
 * Takes a declined renewal record back for one more charge, if it still is at `attempts`: a conditional update,
 * which the database lets one taker only. Returns whether this call took it.
 */
export async function retakeDeclinedRenewal(strapi: Core.Strapi, key: string, attempts: number): Promise<boolean> {
  const { count } = await strapi.db.query(RENEWAL).updateMany({
    where: { key, outcome: 'declined', attempts },
    data: { outcome: 'charging', attempts: attempts + 1, updatedAt: new Date() },
  });
  return count === 1;
}

/** Records the outcome of a renewal's charge; a declined one is charged again from `retryAt`. */
export async function settleRenewalRecord(
  strapi: Core.Strapi,
  key: string,
  outcome: 'paid' | 'declined',
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await strapi.db.query(RENEWAL).update({ where: { key }, data: { outcome, retry_at: retryAt, updatedAt: now } });
}

export async function deleteRenewal(strapi: Core.Strapi, key: string): Promise<void> {
  await strapi.db.query(RENEWAL).delete({ where: { key } });
}
