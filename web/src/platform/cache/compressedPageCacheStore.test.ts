import type {
  GetIncrementalResponseCacheHandlerContext,
  IncrementalCachedAppPageValue,
} from 'next/dist/server/response-cache/types';
import { CompressedPageCacheStore } from './compressedPageCacheStore';
import { createIsrCacheHandler } from './isrCacheHandler';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import { recordBytes } from './pageCacheStore';

const pageLookup = { kind: 'APP_PAGE', isFallback: false } as GetIncrementalResponseCacheHandlerContext;
const lifetime = { cacheControl: { revalidate: 900, expire: 3600 } };
const KEY = '/route-cache/APP_PAGE/abc/$/fr/diagrams/1042-carte-du-monde';

/** A page of a diagram page's size: its HTML, and its RSC payload twice (whole, and as the `/_full` segment). */
function diagramPage(): IncrementalCachedAppPageValue {
  const cards = Array.from(
    { length: 900 },
    (_, n) =>
      `<li class="card"><a href="/fr/diagrams/${1000 + n}-modele-${n}"><img alt="Modèle ${n}" src="/p/${n}.webp"></a></li>`,
  );
  const html = `<!DOCTYPE html><html lang="fr"><body><ul>${cards.join('')}</ul></body></html>`;
  const rsc = Buffer.from(
    cards.map((card, n) => `${n.toString(16)}:["$","li",null,${JSON.stringify(card)}]\n`).join(''),
  );
  return {
    kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
    html,
    rscData: rsc,
    status: 200,
    postponed: undefined,
    headers: { 'x-next-cache-tags': 'diagram:1042,_N_T_/layout' },
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/_full', rsc],
    ]),
  };
}

describe('compressed page cache store', () => {
  it('serves a diagram page byte for byte, and keeps it in a fraction of its size', async () => {
    const held = new MemoryPageCacheStore();
    const kept = jest.spyOn(held, 'set');
    const handler = createIsrCacheHandler(new CompressedPageCacheStore(held), 'build-1');
    const page = diagramPage();
    await handler.set(KEY, page, lifetime);

    const found = (await handler.get(KEY, pageLookup))?.value as IncrementalCachedAppPageValue | undefined;
    expect(found?.html).toBe(page.html);
    expect(found?.rscData?.equals(page.rscData!)).toBe(true);
    expect([...(found?.segmentData ?? [])].map(([path, bytes]) => [path, bytes.toString()])).toEqual(
      [...page.segmentData!].map(([path, bytes]) => [path, bytes.toString()]),
    );
    expect(found?.headers).toEqual(page.headers);

    const pageBytes = Buffer.byteLength(page.html) + 2 * page.rscData!.byteLength;
    expect(pageBytes).toBeGreaterThan(200_000);
    expect(recordBytes(kept.mock.calls[0][1])).toBeLessThan(pageBytes / 4);
  });

  it('answers a miss as a miss', async () => {
    const handler = createIsrCacheHandler(new CompressedPageCacheStore(new MemoryPageCacheStore()), 'build-1');
    expect(await handler.get(KEY, pageLookup)).toBeNull();
  });
});
