import type { Core } from '@strapi/strapi';
import { contentWebhookTargets, revalidateSecret } from '../env/webhooks';

/** Sent with every content webhook; the web and the gateway answer 401 without it. */
const REVALIDATE_SECRET_HEADER = 'X-Revalidate-Secret';

/** Content changes the web's pages and the gateway's caches show (create: a new diagram joins its listings). */
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

type Webhook = {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
  deleteWebhook(id: string): Promise<Webhook | null>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void; remove(webhook: Webhook): void };

/** Our webhooks of earlier versions, removed where they remain: the web is now told by the gateway. */
const RETIRED_WEBHOOKS = ['shop: web page revalidation'];

const sameWebhook = (a: Omit<Webhook, 'id'>, b: Omit<Webhook, 'id'>) =>
  a.url === b.url &&
  a.isEnabled === b.isEnabled &&
  JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
  JSON.stringify([...a.events].sort()) === JSON.stringify([...b.events].sort());

/**
 * Keeps Strapi's webhook store holding one webhook per receiver with this start's URL and secret, so that a
 * content change reaches it within seconds (docs/adr/0020). Idempotent: rows are matched by name, updated when
 * they differ, and ours are removed when production has no secret. Staff's own webhooks are left alone.
 */
export async function registerContentWebhooks(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const secret = revalidateSecret();
  const existing = await store.findWebhooks();
  for (const retired of existing.filter((webhook) => RETIRED_WEBHOOKS.includes(webhook.name))) {
    await store.deleteWebhook(retired.id);
    runner.remove(retired);
  }
  for (const target of contentWebhookTargets()) {
    const current = existing.find((webhook) => webhook.name === target.name);
    if (secret === undefined) {
      if (current) {
        await store.deleteWebhook(current.id);
        runner.remove(current);
      }
      continue;
    }
    const wanted = { ...target, headers: { [REVALIDATE_SECRET_HEADER]: secret }, events: EVENTS, isEnabled: true };
    if (!current) runner.add(await store.createWebhook(wanted));
    else if (!sameWebhook(current, wanted)) {
      const updated = await store.updateWebhook(current.id, wanted);
      if (updated) runner.update(updated);
    }
  }
  if (secret === undefined)
    strapi.log.info('REVALIDATE_SECRET is not set: content changes reach pages and caches by their lifetimes only');
}
