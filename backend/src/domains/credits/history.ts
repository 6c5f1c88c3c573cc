import type { Core } from '@strapi/strapi';
import type { AccountUser } from '../account/bearer';
import { localeOf } from '../../locales';
import { latestEntriesOf } from '../../persistence/ledger';
import { diagramTitles } from '../../persistence/localized-texts';
import { liveGrants } from './ledger';
import { balanceOf, nextExpiry } from './rules';
import { isoOrNull as iso } from '../../http/request-values';

const MAX_ENTRIES = 200;

/** GET credits: the balance now, the credits that expire next, and the ledger newest first. */
export async function creditsOf(strapi: Core.Strapi, user: AccountUser, now = new Date()) {
  const [grants, entries] = await Promise.all([
    liveGrants(strapi, user.id, now),
    latestEntriesOf(strapi, user.id, MAX_ENTRIES),
  ]);
  const titles = await diagramTitles(
    strapi,
    entries.flatMap((entry) => (entry.diagram_legacy_id === null ? [] : [entry.diagram_legacy_id])),
    localeOf(user.language),
  );
  const expiry = nextExpiry(grants, now);
  return {
    balance: balanceOf(grants, now),
    next_expiry: expiry && { amount: expiry.amount, expires_at: expiry.expiresAt.toISOString() },
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      created_at: iso(entry.createdAt),
      expires_at: entry.kind === 'grant' ? iso(entry.expires_at) : null,
      diagram_id: entry.kind === 'spend' ? entry.diagram_legacy_id : null,
      title: entry.kind === 'spend' ? (titles.get(entry.diagram_legacy_id as number) ?? null) : null,
    })),
  };
}
