import { factories } from '@strapi/strapi';

const withPrices = { middlewares: ['global::populate-prices'] };

export default factories.createCoreRouter('api::plan.plan', {
  config: { find: withPrices, findOne: withPrices },
});
