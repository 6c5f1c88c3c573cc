import { type AnalyticsEvent, subscribe } from './events';
import { createPageViewReporter, TITLE_WAIT_MS, type TitleHost } from './pageViews';

/** A document whose title and metadata timing the test drives. */
function fakeDocument(title: string) {
  const document = { title };
  let watcher: { changed: () => void; timedOut: () => void } | undefined;
  const host: TitleHost = {
    title: () => document.title,
    watchTitle: (mayHaveChanged, timedOut, ms) => {
      expect(ms).toBe(TITLE_WAIT_MS);
      watcher = { changed: mayHaveChanged, timedOut };
      return () => {
        watcher = undefined;
      };
    },
  };
  return {
    host,
    setTitle: (next: string) => {
      document.title = next;
      watcher?.changed();
    },
    timeOut: () => watcher?.timedOut(),
  };
}

describe('page views', () => {
  const views: AnalyticsEvent[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    views.length = 0;
    unsubscribe = subscribe((event) => views.push(event));
  });
  afterEach(() => unsubscribe());

  it('report each route change once, however often the effect runs (strict mode)', () => {
    const page = fakeDocument('Shop');
    const { navigated } = createPageViewReporter(page.host);
    navigated('/fr/');
    navigated('/fr/');
    page.setTitle('FAQ');
    navigated('/fr/faq/');
    navigated('/fr/faq/');
    page.setTitle('Shop');
    navigated('/fr/');
    expect(views).toEqual([
      { event: 'page_view', page_path: '/fr/', page_title: 'Shop' },
      { event: 'page_view', page_path: '/fr/faq/', page_title: 'FAQ' },
      { event: 'page_view', page_path: '/fr/', page_title: 'Shop' },
    ]);
  });

  it("wait for the new route's title, which Next applies after the route change", () => {
    const page = fakeDocument('Shop');
    const { navigated } = createPageViewReporter(page.host);
    navigated('/');
    navigated('/wishlist/');
    expect(views).toHaveLength(1);
    page.setTitle('Shop'); // a mutation elsewhere in the document: still the old title
    expect(views).toHaveLength(1);
    page.setTitle('Wishlist');
    page.setTitle('Wishlist (2)');
    expect(views.slice(1)).toEqual([{ event: 'page_view', page_path: '/wishlist/', page_title: 'Wishlist' }]);
  });

  it("wait past an empty title, the moment between two routes' metadata", () => {
    const page = fakeDocument('Shop');
    const { navigated } = createPageViewReporter(page.host);
    navigated('/fr/');
    page.setTitle('');
    navigated('/fr/faq/');
    expect(views).toHaveLength(1);
    page.setTitle('FAQ');
    expect(views.slice(1)).toEqual([{ event: 'page_view', page_path: '/fr/faq/', page_title: 'FAQ' }]);
  });

  it('fall back to the path for a route without a title, and to the title there is when none arrives', () => {
    const page = fakeDocument('');
    const { navigated } = createPageViewReporter(page.host);
    navigated('/s/pump/');
    page.setTitle('Same');
    navigated('/a/');
    navigated('/b/');
    page.timeOut();
    expect(views).toEqual([
      { event: 'page_view', page_path: '/s/pump/', page_title: '/s/pump/' },
      { event: 'page_view', page_path: '/a/', page_title: 'Same' },
      { event: 'page_view', page_path: '/b/', page_title: 'Same' },
    ]);
  });

  it('send a page view still waiting for its title when the page is hidden, and only once', () => {
    const page = fakeDocument('Shop');
    const reporter = createPageViewReporter(page.host);
    reporter.navigated('/');
    reporter.navigated('/wishlist/');
    reporter.flushPending();
    reporter.flushPending();
    page.timeOut();
    expect(views).toEqual([
      { event: 'page_view', page_path: '/', page_title: 'Shop' },
      { event: 'page_view', page_path: '/wishlist/', page_title: 'Shop' },
    ]);
  });
});
