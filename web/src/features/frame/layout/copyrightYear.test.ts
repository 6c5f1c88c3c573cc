import { copyrightYear } from './copyrightYear';

describe('copyrightYear', () => {
  const saved = { id: process.env.SHOP_BUILD_ID, time: process.env.SHOP_BUILD_TIME };
  const restore = (name: 'SHOP_BUILD_ID' | 'SHOP_BUILD_TIME', value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  afterEach(() => {
    restore('SHOP_BUILD_ID', saved.id);
    restore('SHOP_BUILD_TIME', saved.time);
  });

  it("is the build's year, whatever today's date", () => {
    process.env.SHOP_BUILD_ID = 'b1';
    process.env.SHOP_BUILD_TIME = '2031-06-15T10:00:00.000Z';
    expect(copyrightYear()).toBe(2031);
  });

  it('is the current year without a build (next dev)', () => {
    delete process.env.SHOP_BUILD_ID;
    delete process.env.SHOP_BUILD_TIME;
    expect(copyrightYear()).toBe(new Date().getUTCFullYear());
  });
});
