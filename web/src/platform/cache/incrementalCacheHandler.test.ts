import type {
  GetIncrementalResponseCacheHandlerContext,
  IncrementalCachedAppPageValue,
} from 'next/dist/server/response-cache/types';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import { sharedPageCacheStore } from './sharedPageCacheStore';

jest.mock('./sharedPageCacheStore', () => ({ sharedPageCacheStore: jest.fn(), buildId: () => 'build-1' }));

const opened = jest.mocked(sharedPageCacheStore);
const lookup = { kind: 'APP_PAGE', isFallback: false } as GetIncrementalResponseCacheHandlerContext;
const page = {
  kind: 'APP_PAGE',
  html: '<h1>Home</h1>',
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
} as unknown as IncrementalCachedAppPageValue;

/** The module as Next imports it in a fresh process, with NEXT_PHASE as Next sets it. */
function loadHandlerClass(phase: string | undefined): typeof import('./incrementalCacheHandler').default {
  if (phase) process.env.NEXT_PHASE = phase;
  else delete process.env.NEXT_PHASE;
  let loaded: typeof import('./incrementalCacheHandler').default | undefined;
  jest.isolateModules(() => {
    loaded = require('./incrementalCacheHandler').default;
  });
  return loaded as typeof import('./incrementalCacheHandler').default;
}

describe('the cacheHandler module next.config names', () => {
  const phase = process.env.NEXT_PHASE;
  beforeEach(() => {
    opened.mockReset();
    opened.mockReturnValue(new MemoryPageCacheStore());
  });
  afterAll(() => {
    process.env.NEXT_PHASE = phase;
  });

  it('shares one store between the instances Next constructs for each request', async () => {
    const Handler = loadHandlerClass(undefined);
    await new Handler().set('home', page, { cacheControl: { revalidate: 60, expire: 600 } });
    expect((await new Handler().get('home', lookup))?.value).toMatchObject({ html: '<h1>Home</h1>' });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('neither opens nor uses the store during `next build`', async () => {
    const Handler = loadHandlerClass('phase-production-build');
    const handler = new Handler();
    await handler.set('home', page, { cacheControl: { revalidate: 60, expire: 600 } });
    await handler.revalidateTag('_N_T_/layout');
    expect(await handler.get('home', lookup)).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});
