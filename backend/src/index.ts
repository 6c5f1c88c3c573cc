import type { Core } from '@strapi/strapi';
import { configureAccounts } from './domains/account/bootstrap';
import { registerOidcProvider } from './domains/account/social';
import { ensureLocales } from './bootstrap/ensure-locales';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { seedCatalogue } from './seed';
import { seedShop } from './seed/shop';
import { seedStaticPages } from './seed/static-pages';
import { registerContentWebhooks } from './webhooks/content-webhooks';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerOidcProvider(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
    await ensureLocales(strapi);
    await grantPublicReadAccess(strapi);
    await configureAccounts(strapi);
    await seedCatalogue(strapi);
    await seedShop(strapi);
    await seedStaticPages(strapi);
    // After seeding: the seed's writes are no content change anyone caches yet.
    await registerContentWebhooks(strapi);
  },
};
