import type { Core } from '@strapi/strapi';
import { confirmSubscription, unsubscribe } from '../../../domains/visitor-forms/newsletter/subscribers';
import { handle, requestBody } from '../../../http/handle';
import { isObject } from '../../../http/request-values';

const bodyToken = (body: unknown) => (isObject(body) ? body.token : undefined);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  confirm: handle(async (ctx) => {
    ctx.body = { status: await confirmSubscription(strapi, bodyToken(requestBody(ctx))) };
  }),

  /** The token in the query (the List-Unsubscribe URL, posted as `List-Unsubscribe=One-Click`) or in a JSON body. */
  unsubscribe: handle(async (ctx) => {
    ctx.body = { status: await unsubscribe(strapi, ctx.query.token ?? bodyToken(requestBody(ctx))) };
  }),
});
