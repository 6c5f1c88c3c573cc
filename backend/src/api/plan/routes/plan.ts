import { factories } from '@strapi/strapi';

const visibleWithPrices = { middlewares: ['global::visible-plans', 'global::populate-prices'] };

export default factories.createCoreRouter('api::plan.plan', {
  config: { find: visibleWithPrices, findOne: visibleWithPrices },
});
