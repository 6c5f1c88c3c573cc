/**
 * The active special offers (docs: backend/README.md, "Shop API"). Public: it shows what pricing applies
 * anyway; the special-offer content type itself keeps no public find.
 */
export default {
  routes: [
    {
      method: 'GET' as const,
      path: '/website/v1/special_offers/',
      handler: 'api::shop.special-offers.list',
      config: { auth: false as const, policies: [], middlewares: [] },
    },
  ],
};
