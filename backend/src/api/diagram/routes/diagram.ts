import { factories } from '@strapi/strapi';

const withPrices = { middlewares: ['global::populate-prices'] };

export default factories.createCoreRouter('api::diagram.diagram', {
  config: { find: withPrices, findOne: withPrices },
});
