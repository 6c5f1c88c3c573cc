import type { Core } from '@strapi/strapi';
import { applySocialSettings } from './social';
import { guardUsernames } from './usernames';

/**
 * users-permissions settings this shop relies on, set at every start: registration open, one account per
 * address, email confirmation on (the confirmation link points at the account site, not at a redirection).
 */
export async function configureAccounts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: { ...advanced, allow_register: true, unique_email: true, email_confirmation: true },
  });
  await applySocialSettings(strapi);
  guardUsernames(strapi);
}
