import type { Core } from '@strapi/strapi';
import { addFavourite, attachFavourites, listFavourites, removeFavourite } from '../../../domains/account/wishlist';
import { handle, requestBody } from '../../../http/handle';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  add: handle(async (ctx) => {
    const { created, favourite } = await addFavourite(strapi, ctx, requestBody(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = favourite;
  }),

  list: handle(async (ctx) => {
    ctx.body = await listFavourites(strapi, ctx);
  }),

  attach: handle(async (ctx) => {
    ctx.body = await attachFavourites(strapi, ctx);
  }),

  remove: handle(async (ctx) => {
    await removeFavourite(strapi, ctx, ctx.params.id);
    ctx.status = 204;
  }),
});
