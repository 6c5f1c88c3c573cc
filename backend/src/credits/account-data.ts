import type { Core } from '@strapi/strapi';
import type { AccountPart } from '../accounts/account';
import type { AccountUser } from '../accounts/bearer';
import { localeOf } from '../locales';
import { creditsOf } from './history';
import { ENTRY } from './ledger';
import { ENTITLEMENT } from './spend';
import { SUBSCRIPTION, type SubscriptionRow } from './subscription-row';
import { subscriptionViews } from './subscriptions';

const UNIT = 'api::credit-unit.credit-unit';
const RENEWAL = 'api::renewal.renewal';
const NOTICE = 'api::renewal-notice.renewal-notice';

const ofUser = (user: AccountUser) => ({ user: { id: user.id } });

/** The account's plans and credits for "Download my data": its subscriptions and its credit ledger. */
async function creditData(strapi: Core.Strapi, user: AccountUser) {
  const rows = (await strapi.db
    .query(SUBSCRIPTION)
    .findMany({ where: ofUser(user), orderBy: { id: 'asc' } })) as SubscriptionRow[];
  const { balance, entries } = await creditsOf(strapi, user);
  return {
    subscriptions: await subscriptionViews(strapi, rows, localeOf(user.language)),
    credits: { balance, entries },
  };
}

const idsOf = async (strapi: Core.Strapi, uid: string, where: Record<string, unknown>) =>
  ((await strapi.db.query(uid).findMany({ where, select: ['id'] })) as { id: number }[]).map((row) => row.id);

/**
 * "Delete my account": its subscriptions (with their renewal and notice records), its ledger and what it obtained
 * with credits go. Found first, then deleted: deleteMany cannot filter through the user relation. The payments
 * stay for accounting, as orders do.
 */
async function deleteCreditData(strapi: Core.Strapi, user: AccountUser): Promise<void> {
  await strapi.db.transaction(async () => {
    const entries = await idsOf(strapi, ENTRY, ofUser(user));
    const subscriptions = await idsOf(strapi, SUBSCRIPTION, ofUser(user));
    const entitlements = await idsOf(strapi, ENTITLEMENT, ofUser(user));
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
  });
}

/** An account's plans and credits, exported and deleted with it (src/accounts/account.ts). */
export const creditsOfAccount = { data: creditData, remove: deleteCreditData } satisfies AccountPart<object>;
