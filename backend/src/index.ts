import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/ensure-locales';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { seedCatalogue } from './seed';
import { seedShop } from './seed/shop';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
    await ensureLocales(strapi);
    await grantPublicReadAccess(strapi);
    await seedCatalogue(strapi);
    await seedShop(strapi);
  },
};
