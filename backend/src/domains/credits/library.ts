import type { Core } from '@strapi/strapi';
import type { AccountUser } from '../account/bearer';
import { ownedOrders } from '../account/owned-orders';
import { downloadLinks, type DownloadLink, entitlementLink } from '../shop/downloads';
import { latestEntitlementsOf } from '../../persistence/entitlements';

const MAX_ENTITLEMENTS = 1000;

interface LibraryItem {
  diagram_id: number;
  title: string;
  obtained_at: string;
  source: 'order' | 'credits';
  order_key: string | null;
  download: DownloadLink;
}

/**
 * GET library: every diagram the account obtained, by its PAID orders or with credits, once each (as first
 * obtained), newest first, each with a fresh signed link.
 */
export async function libraryOf(strapi: Core.Strapi, user: AccountUser): Promise<{ items: LibraryItem[] }> {
  const [orders, entitlements] = await Promise.all([
    ownedOrders(strapi, user),
    latestEntitlementsOf(strapi, user.id, MAX_ENTITLEMENTS),
  ]);
  const fromOrders = await Promise.all(
    orders.map(async (order) =>
      (await downloadLinks(strapi, order)).map(
        (download): LibraryItem => ({
          diagram_id: download.diagram_id,
          title: download.title,
          obtained_at: new Date(order.paid_at ?? order.createdAt).toISOString(),
          source: 'order',
          order_key: order.key,
          download,
        }),
      ),
    ),
  );
  const fromCredits = await Promise.all(
    entitlements.map(async (entitlement): Promise<LibraryItem> => {
      const download = await entitlementLink(strapi, entitlement);
      return {
        diagram_id: entitlement.diagram_legacy_id,
        title: download.title,
        obtained_at: new Date(entitlement.createdAt).toISOString(),
        source: 'credits',
        order_key: null,
        download,
      };
    }),
  );
  const first = new Map<number, LibraryItem>();
  for (const item of [...fromOrders.flat(), ...fromCredits]) {
    const seen = first.get(item.diagram_id);
    if (!seen || item.obtained_at < seen.obtained_at) first.set(item.diagram_id, item);
  }
  const items = [...first.values()].sort((a, b) => b.obtained_at.localeCompare(a.obtained_at));
  return { items };
}
