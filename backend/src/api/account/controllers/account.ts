import type { Core } from '@strapi/strapi';
import { accountData, accountOrders, deleteAccount } from '../../../domains/account/account';
import { requireUser } from '../../../domains/account/bearer';
import { enabledProviders } from '../../../domains/account/social';
import { creditsOfAccount } from '../../../domains/credits/account-data';
import { handle, requestBody } from '../../../http/handle';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  orders: handle(async (ctx) => {
    ctx.body = await accountOrders(strapi, await requireUser(strapi, ctx));
  }),

  data: handle(async (ctx) => {
    ctx.body = await accountData(strapi, await requireUser(strapi, ctx), creditsOfAccount);
  }),

  remove: handle(async (ctx) => {
    await deleteAccount(strapi, await requireUser(strapi, ctx), requestBody(ctx), creditsOfAccount);
    ctx.status = 204;
  }),

  /** The social sign-in providers configured here: the web shows a button for each. */
  providers: handle(async (ctx) => {
    ctx.body = { providers: await enabledProviders(strapi) };
  }),
});
