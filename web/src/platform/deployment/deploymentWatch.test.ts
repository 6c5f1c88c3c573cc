import { isChunkLoadError } from './chunkLoadError';
import { deploymentWatch, type WatchDeps } from './deploymentWatch';

/** A watch over a page of build "b1" whose endpoint answers `latest`; its session storage is a Map. */
function watchWith(latest: () => Promise<unknown>) {
  const session = new Map<string, string>();
  const reload = jest.fn();
  const log = jest.fn();
  const deps: WatchDeps = {
    ownId: 'b1',
    fetchLatest: latest,
    storage: { getItem: (key) => session.get(key) ?? null, setItem: (key, value) => void session.set(key, value) },
    reload,
    log,
  };
  return { deps, reload, log, watch: deploymentWatch(deps) };
}

describe('the deployment watch', () => {
  it('knows of a newer build once the endpoint names another id, and then reloads on a chunk-load error', async () => {
    const { watch, reload } = watchWith(async () => ({ id: 'b2', time: '2026-11-26T08:00:00.000Z' }));
    expect(watch.stale()).toBe(false);
    await watch.check();
    expect(watch.stale()).toBe(true);
    expect(await watch.chunkFailed()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the endpoint at once when a chunk fails before any check, and reloads if a newer build serves', async () => {
    const latest = jest.fn(async () => ({ id: 'b2' }));
    const { watch, reload } = watchWith(latest);
    // Two chunks of one navigation fail together: one reload.
    expect(await Promise.all([watch.chunkFailed(), watch.chunkFailed()])).toEqual([true, true]);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the endpoint answers the page’s own build', async () => {
    const { watch, reload } = watchWith(async () => ({ id: 'b1', time: '2026-11-26T07:00:00.000Z' }));
    await watch.check();
    expect(watch.stale()).toBe(false);
    expect(await watch.chunkFailed()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs a failed or malformed check and stays as it was, without throwing', async () => {
    const failing = watchWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failing.watch.check()).resolves.toBeUndefined();
    expect(failing.log).toHaveBeenCalledWith('Deployment check failed', expect.any(TypeError));
    expect(failing.watch.stale()).toBe(false);
    const malformed = watchWith(async () => ({ id: 42 }));
    await malformed.watch.check();
    expect(malformed.watch.stale()).toBe(false);
  });

  it('reloads only once per newer build: a page reloaded into the same failure stays', async () => {
    const { deps, reload, log } = watchWith(async () => ({ id: 'b2' }));
    const first = deploymentWatch(deps);
    await first.check();
    expect(await first.chunkFailed()).toBe(true);
    // The reloaded page, still told of b2 (say a proxy kept the old HTML), fails again.
    const reloaded = deploymentWatch(deps);
    await reloaded.check();
    expect(await reloaded.chunkFailed()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith('Chunk-load error after reloading for build b2: not reloading again');
  });

  it('does not reload when session storage refuses to keep the guard', async () => {
    const { deps, reload } = watchWith(async () => ({ id: 'b2' }));
    const watch = deploymentWatch({
      ...deps,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    });
    await watch.check();
    expect(await watch.chunkFailed()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a chunk-load error', () => {
  it.each([
    ['webpack', Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })],
    ['Turbopack', new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 42')],
    ['Chromium’s failed import()', new TypeError('Failed to fetch dynamically imported module: /x.js')],
    ['Firefox’s failed import()', new TypeError('error loading dynamically imported module')],
    ['Safari’s failed import()', new TypeError('Importing a module script failed.')],
  ])('is recognised from %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('is not %s', (_, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
