import { navigate, watchStaleBuild } from './staleBuild';

describe('navigating with a stale build', () => {
  it('pushes a client-side route while the build is current, and loads the page in full once a newer one is known', () => {
    let newer = false;
    const stop = watchStaleBuild(() => newer);
    const pushed: string[] = [];
    const loaded: string[] = [];
    const router = { push: (href: string) => void pushed.push(href) };
    navigate(router, '/s/process/', (href) => loaded.push(href));
    newer = true;
    navigate(router, '/checkout/payment/', (href) => loaded.push(href));
    stop();
    // The watch gone (the page left): back to client-side navigations.
    navigate(router, '/wishlist/', (href) => loaded.push(href));
    expect(pushed).toEqual(['/s/process/', '/wishlist/']);
    expect(loaded).toEqual(['/checkout/payment/']);
  });
});
