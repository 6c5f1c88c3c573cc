import { contentTags } from './contentTags';
import { handleRevalidate } from './revalidateRequest';
import { DEV_REVALIDATE_SECRET, readRevalidateSecret, REVALIDATE_SECRET_HEADER } from './revalidateSecret';

const SECRET = 'a-strong-revalidate-secret-of-40-characters';

/** A webhook as Strapi 5 posts it (body of its webhook runner). */
function webhook(body: unknown, secret: string | null = SECRET) {
  return new Request('http://localhost/api/revalidate/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [REVALIDATE_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  });
}

function recordingCache() {
  const calls: string[] = [];
  return {
    calls,
    cache: { revalidateTag: (tag: string) => calls.push(tag), revalidateEverything: () => calls.push('*') },
  };
}

const diagramUpdate = {
  event: 'entry.update',
  createdAt: '2026-11-26T08:00:00.000Z',
  model: 'diagram',
  uid: 'api::diagram.diagram',
  entry: { id: 7, documentId: 'abc', url: 'process-flow', title: 'Process flow', locale: 'en', categories: [] },
};

describe('the revalidation endpoint', () => {
  it.each([
    ['no secret', null],
    ['a wrong secret', 'not-the-secret'],
    ['an empty secret', ''],
  ])('answers 401 to %s and revalidates nothing', async (_case, presented) => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(webhook(diagramUpdate, presented), SECRET, cache);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('refuses every call when production has no secret', async () => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(webhook(diagramUpdate, ''), undefined, cache);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("revalidates a diagram's page and every listing when the diagram changes", async () => {
    const { calls, cache } = recordingCache();
    const response = await handleRevalidate(webhook(diagramUpdate), SECRET, cache);
    expect(response.status).toBe(200);
    expect(calls).toEqual([contentTags.diagram('process-flow'), contentTags.listings]);
  });

  it("revalidates a category's page, the listings and the menu when a category changes", async () => {
    const { calls, cache } = recordingCache();
    const body = { event: 'entry.publish', model: 'category', entry: { url: 'timelines', name: 'Timelines' } };
    await handleRevalidate(webhook(body), SECRET, cache);
    expect(calls).toEqual([contentTags.category('timelines'), contentTags.listings, contentTags.menu]);
  });

  it("revalidates a slide's page, its diagram's and search results (slide titles are searched)", async () => {
    const { calls, cache } = recordingCache();
    const body = { event: 'entry.update', model: 'slide', entry: { url_title: 'step-one', diagram: { url: 'flow' } } };
    await handleRevalidate(webhook(body), SECRET, cache);
    expect(calls).toEqual([contentTags.slide('step-one'), contentTags.diagram('flow'), contentTags.search]);
  });

  it("revalidates a static page's copy in every locale", async () => {
    const { calls, cache } = recordingCache();
    const body = { event: 'entry.publish', model: 'static-page', entry: { key: 'faq', locale: 'de' } };
    await handleRevalidate(webhook(body), SECRET, cache);
    expect(calls).toEqual([contentTags.staticPage('faq')]);
  });

  it.each([
    ['a content type it does not know', { event: 'entry.publish', model: 'gallery', entry: { key: 'faq' } }],
    ['a deleted diagram without its url', { event: 'entry.delete', model: 'diagram', entry: { id: 3 } }],
  ])('revalidates every page for %s', async (_case, body) => {
    const { calls, cache } = recordingCache();
    await handleRevalidate(webhook(body), SECRET, cache);
    expect(calls).toEqual(['*']);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { calls, cache } = recordingCache();
    const request = new Request('http://localhost/api/revalidate/', {
      method: 'POST',
      headers: { [REVALIDATE_SECRET_HEADER]: SECRET },
      body: 'entry.update',
    });
    expect((await handleRevalidate(request, SECRET, cache)).status).toBe(400);
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
