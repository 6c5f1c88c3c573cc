import { redactPath } from './redactPath';

describe('redactPath', () => {
  it('replaces the order key of a download page, in any locale and in whole URLs', () => {
    expect(redactPath('/checkout/download/ab12-CD_34/')).toBe('/checkout/download/[key]/');
    expect(redactPath('/fr/checkout/download/ab12/')).toBe('/fr/checkout/download/[key]/');
    expect(redactPath('https://shop.example/de/checkout/download/ab12/?x=1#top')).toBe(
      'https://shop.example/de/checkout/download/[key]/?x=1#top',
    );
  });

  it('leaves other paths as they are', () => {
    expect(redactPath('/category/process/')).toBe('/category/process/');
    expect(redactPath('/checkout/order/')).toBe('/checkout/order/');
  });
});
