import type { Core } from '@strapi/strapi';
import { ENTITLEMENT, ENTRY, NOTICE, RENEWAL, SUBSCRIPTION, UNIT } from './models';
import type { SubscriptionRow } from './subscriptions';

/** An account's plan and credit records, as "Download my data" and "Delete my account" need them. */

const ofUser = (userId: number) => ({ user: { id: userId } });

/** Every subscription of the account, oldest first. */
export const subscriptionsOfAccount = async (strapi: Core.Strapi, userId: number) =>
  (await strapi.db
    .query(SUBSCRIPTION)
    .findMany({ where: ofUser(userId), orderBy: { id: 'asc' } })) as SubscriptionRow[];

const idsOf = async (strapi: Core.Strapi, uid: string, where: Record<string, unknown>) =>
  ((await strapi.db.query(uid).findMany({ where, select: ['id'] })) as { id: number }[]).map((row) => row.id);

/**
 * Deletes the account's subscriptions (with their renewal and notice records), its ledger and what it obtained
 * with credits; to run in a transaction. Found first, then deleted: deleteMany cannot filter through the user
 * relation.
 */
export async function deleteCreditRecordsOf(strapi: Core.Strapi, userId: number): Promise<void> {
  const entries = await idsOf(strapi, ENTRY, ofUser(userId));
  const subscriptions = await idsOf(strapi, SUBSCRIPTION, ofUser(userId));
  const entitlements = await idsOf(strapi, ENTITLEMENT, ofUser(userId));
  const ofSubscriptions = { subscription: { id: { $in: subscriptions } } };
  const renewals = await idsOf(strapi, RENEWAL, ofSubscriptions);
  const notices = await idsOf(strapi, NOTICE, ofSubscriptions);
  await strapi.db.query(UNIT).deleteMany({ where: { grant_entry_id: { $in: entries } } });
  for (const [uid, ids] of [
    [ENTITLEMENT, entitlements],
    [ENTRY, entries],
    [RENEWAL, renewals],
    [NOTICE, notices],
    [SUBSCRIPTION, subscriptions],
  ] as const) {
    await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } });
  }
}
