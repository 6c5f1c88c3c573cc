import { rateLimitPath } from './rateLimitPath';

describe('rateLimitPath', () => {
  it("is /errors/429/ in the current page's language", () => {
    expect(rateLimitPath('/checkout/order/')).toBe('/errors/429/');
    expect(rateLimitPath('/fr/checkout/order/')).toBe('/fr/errors/429/');
    expect(rateLimitPath('/pt/')).toBe('/pt/errors/429/');
  });
});
