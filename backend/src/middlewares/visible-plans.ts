import type { Core } from '@strapi/strapi';
import { VISIBLE_PLAN } from '../persistence/plans';

/**
 * Hidden plans are no longer offered: the content API neither lists nor finds them, whatever the client's
 * filters (which still apply, next to this one). Staff see them in the admin.
 */
const visiblePlans: Core.MiddlewareFactory = () => async (ctx, next) => {
  const filters = ctx.query.filters;
  ctx.query.filters = filters === undefined ? VISIBLE_PLAN : { $and: [filters, VISIBLE_PLAN] };
  await next();
};

export default visiblePlans;
