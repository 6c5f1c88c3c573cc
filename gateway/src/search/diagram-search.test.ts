import pino from 'pino';
import type { Locale } from '../domain/locales';
import type { SearchableDiagram } from '../upstreams/content/diagrams';
import { searchableDiagram } from './__fixtures__/searchable-diagram';
import { DiagramSearchIndexes } from './diagram-search';

const LIFETIME_MS = 1000;

function setUp() {
  let now = 0;
  let titles = ['World Map'];
  const lookups: string[] = [];
  const releases: Array<() => void> = [];
  const load = jest.fn(
    (_locale: Locale) =>
      new Promise<SearchableDiagram[]>((resolve) => {
        const snapshot = titles.map((title, index) => searchableDiagram(`d${index}`, title));
        releases.push(() => resolve(snapshot));
      }),
  );
  const search = new DiagramSearchIndexes({
    load,
    lifetimeMs: LIFETIME_MS,
    logger: pino({ level: 'silent' }),
    onLookup: (result) => lookups.push(result),
    now: () => now,
  });
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return {
    search,
    load,
    lookups,
    releaseAll,
    advance: (ms: number) => (now += ms),
    setTitles: (next: string[]) => (titles = next),
  };
}

/** The ids of what `search` finds, best first. */
async function rankedIds(search: DiagramSearchIndexes, locale: Locale, query: string): Promise<string[]> {
  return (await search.ranked(locale, query)).map(({ id }) => id);
}

/** Lets a background build finish: it loads, then indexes over a few turns of the event loop. */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('DiagramSearchIndexes', () => {
  it('builds a locale index once for concurrent first searches', async () => {
    const { search, load, lookups, releaseAll } = setUp();
    const first = rankedIds(search, 'fr', 'map');
    const second = rankedIds(search, 'fr', 'world');
    releaseAll();
    expect(await Promise.all([first, second])).toEqual([['d0'], ['d0']]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(lookups).toEqual(['miss', 'miss']);
  });

  it('keeps one index per locale', async () => {
    const { search, load, releaseAll } = setUp();
    const searches = [rankedIds(search, 'fr', 'map'), rankedIds(search, 'de', 'map')];
    releaseAll();
    await Promise.all(searches);
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['fr', 'de']);
  });

  it('answers from the stale index while rebuilding it in the background', async () => {
    const { search, load, lookups, releaseAll, advance, setTitles } = setUp();
    const first = rankedIds(search, 'en', 'map');
    releaseAll();
    await first;

    advance(LIFETIME_MS);
    setTitles(['World Map', 'Road Map']);
    expect(await rankedIds(search, 'en', 'road')).toEqual([]); // old index, no wait
    expect(await rankedIds(search, 'en', 'road')).toEqual([]); // the rebuild under way is not started twice
    expect(load).toHaveBeenCalledTimes(2);

    releaseAll();
    await flush();
    expect(await rankedIds(search, 'en', 'road')).toEqual(['d1']);
    expect(lookups).toEqual(['miss', 'hit', 'hit', 'hit']);
  });

  it('keeps serving the old index when a rebuild fails', async () => {
    const { search, load, releaseAll, advance } = setUp();
    const first = rankedIds(search, 'en', 'map');
    releaseAll();
    await first;
    advance(LIFETIME_MS);
    load.mockRejectedValueOnce(new Error('backend down'));
    expect(await rankedIds(search, 'en', 'map')).toEqual(['d0']);
    await flush();
    expect(await rankedIds(search, 'en', 'world')).toEqual(['d0']);
  });

  it('rebuilds every built index at once on refresh, settling once the new one answers', async () => {
    const { search, load, releaseAll, setTitles } = setUp();
    const first = rankedIds(search, 'en', 'map');
    releaseAll();
    await first;

    setTitles(['World Map', 'Road Map']);
    const refreshed = search.refresh();
    expect(await rankedIds(search, 'en', 'road')).toEqual([]); // the old index answers meanwhile
    releaseAll();
    await refreshed;
    expect(await rankedIds(search, 'en', 'road')).toEqual(['d1']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('settles after a fresh build when refreshed during a rebuild, which may have read the old content', async () => {
    const { search, load, releaseAll, advance, setTitles } = setUp();
    const first = rankedIds(search, 'en', 'map');
    releaseAll();
    await first;
    advance(LIFETIME_MS);
    await rankedIds(search, 'en', 'map'); // starts a background rebuild, which reads the old titles
    setTitles(['World Map', 'Road Map']);
    const inFlight = load.mock.results.length;
    let settled = false;
    const refreshed = search.refresh().then(() => (settled = true));
    releaseAll(); // the old rebuild ends; the refresh's build starts after it
    await flush();
    expect(load.mock.results.length).toBe(inFlight + 1);
    expect(settled).toBe(false);
    releaseAll();
    await refreshed;
    expect(await rankedIds(search, 'en', 'road')).toEqual(['d1']);
  });

  it('also rebuilds a locale whose first build was under way', async () => {
    const { search, load, releaseAll, setTitles } = setUp();
    const first = rankedIds(search, 'en', 'map');
    setTitles(['World Map', 'Road Map']);
    const refreshed = search.refresh();
    releaseAll(); // the first build, of the old titles
    expect(await first).toEqual(['d0']);
    await flush();
    releaseAll();
    await refreshed;
    expect(await rankedIds(search, 'en', 'road')).toEqual(['d1']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('settles without an error when the rebuild fails: the old index serves on', async () => {
    const { search, load, releaseAll } = setUp();
    const first = rankedIds(search, 'en', 'map');
    releaseAll();
    await first;
    load.mockRejectedValueOnce(new Error('backend down'));
    await expect(search.refresh()).resolves.toBeUndefined();
    expect(await rankedIds(search, 'en', 'world')).toEqual(['d0']);
  });
});
