import type { Core } from '@strapi/strapi';
import { requireUser } from '../../../domains/account/bearer';
import {
  cancelSubscription,
  createSubscription,
  getSubscription,
  listSubscriptions,
  paySubscription,
} from '../../../domains/credits/subscriptions';
import { billingPortal, startPlanCheckout } from '../../../domains/credits/plan-checkout';
import { handle, requestBody as body } from '../../../http/handle';
import { requestLocale } from '../../../mail/send';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  create: handle(async (ctx) => {
    const { subscription, created } = await createSubscription(strapi, await requireUser(strapi, ctx), body(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = subscription;
  }),

  list: handle(async (ctx) => {
    ctx.body = await listSubscriptions(strapi, await requireUser(strapi, ctx));
  }),

  find: handle(async (ctx) => {
    ctx.body = await getSubscription(strapi, await requireUser(strapi, ctx), ctx.params.id);
  }),

  pay: handle(async (ctx) => {
    const result = await paySubscription(strapi, await requireUser(strapi, ctx), ctx.params.id, body(ctx));
    ctx.status = result.status;
    ctx.body = result.body;
  }),

  cancel: handle(async (ctx) => {
    ctx.body = await cancelSubscription(strapi, await requireUser(strapi, ctx), ctx.params.id);
  }),

  checkout: handle(async (ctx) => {
    const user = await requireUser(strapi, ctx);
    ctx.body = await startPlanCheckout(strapi, user, ctx.params.id, body(ctx), requestLocale(strapi) ?? null);
  }),

  billingPortal: handle(async (ctx) => {
    ctx.body = await billingPortal(
      strapi,
      await requireUser(strapi, ctx),
      ctx.params.id,
      requestLocale(strapi) ?? null,
    );
  }),
});
