import type { Core } from '@strapi/strapi';
import type { AccountPart } from '../account/account';
import type { AccountUser } from '../account/bearer';
import { localeOf } from '../../locales';
import { deleteCreditRecordsOf, subscriptionsOfAccount } from '../../persistence/credit-account-data';
import { creditsOf } from './history';
import { subscriptionViews } from './subscriptions';

/** The account's plans and credits for "Download my data": its subscriptions and its credit ledger. */
async function creditData(strapi: Core.Strapi, user: AccountUser) {
  const rows = await subscriptionsOfAccount(strapi, user.id);
  const { balance, entries } = await creditsOf(strapi, user);
  return {
    subscriptions: await subscriptionViews(strapi, rows, localeOf(user.language)),
    credits: { balance, entries },
  };
}

/**
 * "Delete my account": its subscriptions (with their renewal and notice records), its ledger and what it obtained
 * with credits go, in one transaction. The payments stay for accounting, as orders do.
 */
async function deleteCreditData(strapi: Core.Strapi, user: AccountUser): Promise<void> {
  await strapi.db.transaction(() => deleteCreditRecordsOf(strapi, user.id));
}

/** An account's plans and credits, exported and deleted with it (src/domains/account/account.ts). */
export const creditsOfAccount = { data: creditData, remove: deleteCreditData } satisfies AccountPart<object>;
