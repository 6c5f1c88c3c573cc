import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { listSpecialOffers } from '../../../domains/shop/special-offers';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/website/v1/special_offers/: the active special offers (for the gateway; a short shared cache). */
  async list(ctx: Context) {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await listSpecialOffers(strapi);
  },
});
