import type { Core } from '@strapi/strapi';
import type { AccountUser } from '../account/bearer';
import { hasEntitlement } from '../../persistence/entitlements';
import { liveGrants } from './ledger';
import { balanceOf } from './rules';
import { creditCost, entitlementKey, orderWith } from './spend';

/**
 * GET credits/status?diagram_id=N: the balance and whether the account has the diagram already (by credits or a
 * PAID order), for a diagram page; it signs no link, so a page view costs two small reads, not the whole library.
 */
export async function creditStatus(
  strapi: Core.Strapi,
  user: AccountUser,
  diagramIdValue: unknown,
): Promise<{ balance: number; obtained: boolean }> {
  const { diagramId } = await creditCost(strapi, diagramIdValue);
  const now = new Date();
  const [entitled, grants] = await Promise.all([
    hasEntitlement(strapi, entitlementKey(user.id, diagramId)),
    liveGrants(strapi, user.id, now),
  ]);
  const obtained = entitled || (await orderWith(strapi, user, diagramId)) !== null;
  return { balance: balanceOf(grants, now), obtained };
}
