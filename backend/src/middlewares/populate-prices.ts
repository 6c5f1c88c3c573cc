import type { Core } from '@strapi/strapi';

type Populate = string | string[] | Record<string, unknown> | undefined;

function withPrices(populate: Populate): Populate {
  if (populate === undefined) return { prices: true };
  if (typeof populate === 'string') {
    return populate === '*' || populate.split(',').includes('prices') ? populate : `${populate},prices`;
  }
  if (Array.isArray(populate)) return populate.includes('prices') ? populate : [...populate, 'prices'];
  return { prices: true, ...populate };
}

/**
 * Prices are part of a product (spec section 3: diagram and plan carry `prices`), but Strapi
 * populates no component by default: add `prices` to whatever the client asked to populate.
 */
const populatePrices: Core.MiddlewareFactory = () => async (ctx, next) => {
  ctx.query.populate = withPrices(ctx.query.populate as Populate);
  await next();
};

export default populatePrices;
