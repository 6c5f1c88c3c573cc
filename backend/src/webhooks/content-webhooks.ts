import { secretProblem } from '@shop/platform';
import type { Core } from '@strapi/strapi';
import { appEnv } from '../env/app-env';
import { distinctSecret } from '../env/secret';

/** Sent with every content webhook; the web and the gateway answer 401 without it. */
const REVALIDATE_SECRET_HEADER = 'X-Revalidate-Secret';
const DEV_REVALIDATE_SECRET = 'DEV-ONLY-revalidate-secret';

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

/**
 * The receiver, from the environment (default: the local stack's gateway). Only the gateway: it clears its caches,
 * then tells the web, whose pages re-render from it; told at once, the web could re-render from stale caches.
 */
function contentWebhookTargets(env: NodeJS.ProcessEnv = process.env): { name: string; url: string }[] {
  return [
    {
      name: 'shop: gateway cache invalidation',
      url: env.GATEWAY_REVALIDATE_URL || 'http://localhost:4000/revalidate/',
    },
  ];
}

/** Our webhooks of earlier versions, removed where they remain: the web is now told by the gateway. */
const RETIRED_WEBHOOKS = ['shop: web page revalidation'];

/**
 * REVALIDATE_SECRET: a DEV-ONLY default in local; in production optional (unset: no webhooks, caches age out by
 * their lifetimes) but never weak.
 */
function revalidateSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.REVALIDATE_SECRET || undefined;
  if (appEnv() === 'local') return value ?? DEV_REVALIDATE_SECRET;
  if (value === undefined) return undefined;
  const problem = secretProblem(value);
  if (problem)
    throw new Error(
      `REVALIDATE_SECRET ${problem}: with APP_ENV=production set it to a random value of at least 32 characters`,
    );
  distinctSecret('REVALIDATE_SECRET', value);
  return value;
}

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
