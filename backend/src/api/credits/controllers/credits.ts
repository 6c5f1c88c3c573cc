import type { Core } from '@strapi/strapi';
import { requireUser } from '../../../domains/account/bearer';
import { creditsOf } from '../../../domains/credits/history';
import { libraryOf } from '../../../domains/credits/library';
import { runRenewals } from '../../../domains/credits/renewals';
import { spendCredits } from '../../../domains/credits/spend';
import { creditStatus } from '../../../domains/credits/status';
import { appEnv } from '../../../env/app-env';
import { badRequest, ShopError } from '../../../http/errors';
import { handle, requestBody as body } from '../../../http/handle';
import { isObject } from '../../../http/request-values';

/** The `now` a test injects into a renewal run; the real time without one. */
function injectedNow(value: unknown): Date {
  const given = isObject(value) ? value.now : undefined;
  if (given === undefined) return new Date();
  const now = typeof given === 'string' ? new Date(given) : new Date(NaN);
  if (Number.isNaN(now.getTime())) throw badRequest('now must be an ISO date');
  return now;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  balance: handle(async (ctx) => {
    ctx.body = await creditsOf(strapi, await requireUser(strapi, ctx));
  }),

  status: handle(async (ctx) => {
    ctx.body = await creditStatus(strapi, await requireUser(strapi, ctx), ctx.query.diagram_id);
  }),

  spend: handle(async (ctx) => {
    ctx.body = await spendCredits(strapi, await requireUser(strapi, ctx), body(ctx));
  }),

  library: handle(async (ctx) => {
    ctx.body = await libraryOf(strapi, await requireUser(strapi, ctx));
  }),

  runRenewals: handle(async (ctx) => {
    if (appEnv() === 'production') throw new ShopError(404, { error: 'Not found.', code: 'not_found' });
    ctx.body = await runRenewals(strapi, injectedNow(body(ctx)));
  }),
});
