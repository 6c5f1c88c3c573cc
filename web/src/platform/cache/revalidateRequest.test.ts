import { contentTags } from '@shop/platform';
import { handleRevalidate } from './revalidateRequest';
import { DEV_REVALIDATE_SECRET, readRevalidateSecret, REVALIDATE_SECRET_HEADER } from '../config/revalidateSecret';

const SECRET = 'a-strong-revalidate-secret-of-40-characters';

/** The gateway's word of a content change, as it posts it (gateway/src/cache/web-revalidation.ts). */
function change(body: unknown, secret: string | null = SECRET) {
  return new Request('http://localhost/api/revalidate/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [REVALIDATE_SECRET_HEADER]: secret }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function recordingCache() {
  const calls: string[] = [];
  return {
    calls,
    cache: { revalidateTag: (tag: string) => calls.push(tag), revalidateEverything: () => calls.push('*') },
  };
}

const diagramChanged = { tags: [contentTags.diagram('process-flow'), contentTags.listings] };

describe('the revalidation endpoint', () => {
  it.each([
    ['no secret', null],
    ['a wrong secret', 'not-the-secret'],
    ['an empty secret', ''],
  ])('answers 401 to %s and revalidates nothing', async (_case, presented) => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(change(diagramChanged, presented), SECRET, cache);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('refuses every call when production has no secret', async () => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(change(diagramChanged, ''), undefined, cache);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('revalidates the tags the gateway names, and says which', async () => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(change(diagramChanged), SECRET, cache);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['diagram:process-flow', 'listings']);
    expect(await response.json()).toEqual({ revalidated: diagramChanged });
  });

  it('revalidates every page when the gateway says everything changed', async () => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(change({ everything: true }), SECRET, cache);
    expect(await response.json()).toEqual({ revalidated: { everything: true } });
    expect(calls).toEqual(['*']);
  });

  it.each([
    ['a body that is not JSON', 'entry.update'],
    ["a Strapi webhook (the gateway's to read, never the web's)", { event: 'entry.update', model: 'diagram' }],
    ['no tags', { tags: [] }],
    ['a tag that is not text', { tags: ['listings', 7] }],
    ['a tag longer than any page has', { tags: ['x'.repeat(257)] }],
    ['more tags than one change touches', { tags: Array.from({ length: 51 }, (_, i) => `diagram:${i}`) }],
    ['everything and tags at once', { everything: true, tags: ['listings'] }],
  ])('answers 400 to %s and revalidates nothing', async (_case, body) => {
    const { calls, cache } = recordingCache();
    expect((await handleRevalidate(change(body), SECRET, cache)).status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('REVALIDATE_SECRET', () => {
  it('has a development value in local', () => {
    expect(readRevalidateSecret({})).toBe(DEV_REVALIDATE_SECRET);
  });

  it.each(['DEV-ONLY-revalidate-secret', 'short', 'change-me-change-me-change-me-change-me'])(
    'refuses %s in production, naming it',
    (secret) => {
      expect(() => readRevalidateSecret({ APP_ENV: 'production', REVALIDATE_SECRET: secret })).toThrow(
        /REVALIDATE_SECRET/,
      );
    },
  );

  it('is unset in production without one (the endpoint then refuses every call)', () => {
    expect(readRevalidateSecret({ APP_ENV: 'production' })).toBeUndefined();
    expect(readRevalidateSecret({ APP_ENV: 'production', REVALIDATE_SECRET: SECRET })).toBe(SECRET);
  });
});
