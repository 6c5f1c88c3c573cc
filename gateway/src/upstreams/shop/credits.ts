import { z } from 'zod';
import type {
  CreditEntryKind,
  CreditSpend,
  CreditStatus,
  Credits,
  LibraryItem,
  LibrarySource,
} from '../../domain/subscription';
import type { ShopClient } from './client';
import { optionalShopDate, shopDate } from './dates';
import { shopDownload } from './orders';

const CREDITS_PATH = '/website/v1/credits/';
const LIBRARY_PATH = '/website/v1/library/';

const shopEntry = z
  .object({
    id: z.union([z.number().int(), z.string()]),
    kind: z.enum(['grant', 'spend', 'expire', 'refund']),
    amount: z.number().int(),
    created_at: shopDate,
    expires_at: optionalShopDate,
    diagram_id: z.number().int().nullish(),
    title: z.string().nullish(),
  })
  .transform((entry) => ({
    id: String(entry.id),
    kind: entry.kind.toUpperCase() as CreditEntryKind,
    amount: entry.amount,
    createdAt: entry.created_at,
    expiresAt: entry.expires_at,
    diagramId: entry.diagram_id ?? null,
    title: entry.title ?? null,
  }));

const shopCredits = z
  .object({
    balance: z.number().int(),
    next_expiry: z.object({ amount: z.number().int(), expires_at: shopDate }).nullish(),
    entries: z.array(shopEntry),
  })
  .transform(
    (credits): Credits => ({
      balance: credits.balance,
      nextExpiry: credits.next_expiry
        ? { amount: credits.next_expiry.amount, expiresAt: credits.next_expiry.expires_at }
        : null,
      entries: credits.entries,
    }),
  );

/** The bearer's balance, its soonest expiry and the ledger's latest entries (≤ 200), newest first. */
export function fetchCredits(shop: ShopClient): Promise<Credits> {
  return shop.get('credits', CREDITS_PATH, shopCredits);
}

/** The bearer's balance and whether they have the diagram already: two small reads, no link signed. */
export function fetchCreditStatus(shop: ShopClient, diagramId: number): Promise<CreditStatus> {
  return shop.get(
    'credits/status',
    `${CREDITS_PATH}status/?diagram_id=${diagramId}`,
    z.object({ balance: z.number().int(), obtained: z.boolean() }),
  );
}

const SOURCES: Record<'order' | 'credits', LibrarySource> = { order: 'PURCHASE', credits: 'CREDITS' };

const shopLibraryItem = z
  .object({
    diagram_id: z.number().int(),
    title: z.string(),
    obtained_at: shopDate,
    source: z.enum(['order', 'credits']),
    order_key: z.string().nullish(),
    download: shopDownload,
  })
  .transform(
    (item): LibraryItem => ({
      diagramId: item.diagram_id,
      title: item.title,
      obtainedAt: item.obtained_at,
      source: SOURCES[item.source],
      orderKey: item.order_key ?? null,
      download: item.download,
    }),
  );

/** Every diagram the bearer obtained, by paid orders and by credits, one per diagram, newest first. */
export async function fetchLibrary(shop: ShopClient): Promise<LibraryItem[]> {
  return (await shop.get('library', LIBRARY_PATH, z.object({ items: z.array(shopLibraryItem) }))).items;
}

const shopSpend = z.object({ charged: z.number().int(), balance: z.number().int(), download: shopDownload });

/**
 * Spends the diagram's credit cost (nothing for a diagram already obtained) and answers its link. Never retried:
 * the shop spends exactly once per diagram. 402 insufficient_credits, 404 unknown_diagram.
 */
export function spendCredits(shop: ShopClient, diagramId: number): Promise<CreditSpend> {
  return shop.post('credits/spend', `${CREDITS_PATH}spend/`, { diagram_id: diagramId }, shopSpend);
}
