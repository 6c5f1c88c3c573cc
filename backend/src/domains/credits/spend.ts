import type { Core } from '@strapi/strapi';
import type { AccountUser } from '../account/bearer';
import { ownedOrders } from '../account/owned-orders';
import { localeOf } from '../../locales';
import { requestLocale } from '../../mail/send';
import { downloadLinks, type DownloadLink, entitlementLink } from '../shop/downloads';
import { type EntitlementRow, findEntitlement, insertEntitlement } from '../../persistence/entitlements';
import { ShopError } from '../../http/errors';
import { isWriteConflict } from '../../http/idempotency';
import type { OrderRow } from '../../persistence/orders';
import { diagramCreditCost } from '../../persistence/catalogue';
import { insertEntry } from '../../persistence/ledger';
import { serialized } from '../shop/serialized';
import { isObject } from '../../http/request-values';
import { liveGrants, markUnitsUsed } from './ledger';
import { balanceOf, drawUnits } from './rules';

/** Attempts of a spend that lost a race (another spend took the same units); each one re-reads the grants. */
const MAX_ATTEMPTS = 50;

const unknownDiagram = () => new ShopError(404, { error: 'This diagram does not exist.', code: 'unknown_diagram' });
const insufficient = () =>
  new ShopError(402, { error: 'Not enough credits for this diagram.', code: 'insufficient_credits' });

/** A diagram's price in credits: its `credit_cost`, 1 when unset; 404 unknown_diagram for an unknown legacy id. */
export async function creditCost(strapi: Core.Strapi, value: unknown): Promise<{ diagramId: number; cost: number }> {
  const diagramId = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(diagramId) || diagramId <= 0) throw unknownDiagram();
  const row = await diagramCreditCost(strapi, diagramId);
  if (!row) throw unknownDiagram();
  return { diagramId, cost: row.credit_cost && row.credit_cost > 0 ? row.credit_cost : 1 };
}

export const entitlementKey = (userId: number, diagramId: number) => `${userId}:${diagramId}`;

/** The account's PAID order holding a diagram, if any (the first paid). */
export async function orderWith(strapi: Core.Strapi, user: AccountUser, diagramId: number): Promise<OrderRow | null> {
  const orders = await ownedOrders(strapi, user);
  return orders.find((order) => order.lines.some((line) => line.diagram_id === diagramId)) ?? null;
}

type Obtained = { charged: number; entitlement: EntitlementRow } | { charged: 0; order: OrderRow };

/**
 * One attempt, in one transaction: a diagram the account has (by credits or a paid order) costs nothing; else the
 * units are drawn soonest-expiring first and written with the spend entry and the entitlement. Two spends of the
 * same units or the same diagram collide on unique keys and the loser's transaction changes nothing.
 */
async function trySpend(strapi: Core.Strapi, user: AccountUser, diagramId: number, cost: number): Promise<Obtained> {
  return strapi.db.transaction(async (): Promise<Obtained> => {
    const key = entitlementKey(user.id, diagramId);
    const owned = await findEntitlement(strapi, key);
    if (owned) return { charged: 0, entitlement: owned };
    const order = await orderWith(strapi, user, diagramId);
    if (order) return { charged: 0, order };
    const now = new Date();
    const units = drawUnits(await liveGrants(strapi, user.id, now), cost, now);
    if (!units) throw insufficient();
    const entry = await insertEntry(
      strapi,
      user.id,
      { key: `spend:${key}`, kind: 'spend', amount: -cost, diagram_legacy_id: diagramId },
      now,
    );
    await markUnitsUsed(strapi, units, entry.id, now);
    const entitlement = await insertEntitlement(
      strapi,
      {
        key,
        user: user.id,
        diagram_legacy_id: diagramId,
        charged: cost,
        entry_id: entry.id,
        language: requestLocale(strapi) ?? localeOf(user.language),
      },
      now,
    );
    return { charged: cost, entitlement };
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spends credits on a diagram (POST credits/spend): `charged` is its credit cost, or 0 when the account has it
 * already; the answer carries the balance after it and a fresh download link. Never negative (402).
 */
export async function spendCredits(
  strapi: Core.Strapi,
  user: AccountUser,
  body: unknown,
): Promise<{ charged: number; balance: number; download: DownloadLink }> {
  const { diagramId, cost } = await creditCost(strapi, isObject(body) ? body.diagram_id : undefined);
  const obtained = await serialized(`credits:${user.id}`, async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await trySpend(strapi, user, diagramId, cost);
      } catch (error) {
        if (!isWriteConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
        await pause(Math.random() * 20 * Math.min(attempt, 5));
      }
    }
  });
  const download =
    'order' in obtained
      ? (await downloadLinks(strapi, obtained.order)).find((link) => link.diagram_id === diagramId)
      : await entitlementLink(strapi, obtained.entitlement);
  const now = new Date();
  return {
    charged: obtained.charged,
    balance: balanceOf(await liveGrants(strapi, user.id, now), now),
    download: download as DownloadLink,
  };
}
