import { changedContent, contentTags } from './content-tags';

/** A webhook as Strapi 5's runner posts it, here of an update. */
const webhook = (model: string, entry: Record<string, unknown>) => ({
  event: 'entry.update',
  createdAt: '2026-11-26T08:00:00.000Z',
  model,
  uid: `api::${model}.${model}`,
  entry,
});

describe('the pages a content change touches', () => {
  it("are a diagram's page and every listing when the diagram changes", () => {
    expect(changedContent(webhook('diagram', { id: 7, url: 'process-flow', title: 'Process flow' }))).toEqual({
      tags: [contentTags.diagram('process-flow'), contentTags.listings],
    });
  });

  it("are a category's page, the listings and the menu when a category changes", () => {
    expect(changedContent(webhook('category', { url: 'timelines', name: 'Timelines' }))).toEqual({
      tags: ['category:timelines', 'listings', 'menu'],
    });
  });

  it("are a slide's page, its diagram's and search results (slide titles are searched)", () => {
    expect(changedContent(webhook('slide', { url_title: 'step-one', diagram: { url: 'flow' } }))).toEqual({
      tags: ['slide:step-one', 'diagram:flow', 'search'],
    });
  });

  it("are a static page's copy in every locale", () => {
    expect(changedContent(webhook('static-page', { key: 'faq', locale: 'de' }))).toEqual({ tags: ['page:faq'] });
  });

  it.each([
    ['a content type it does not know', webhook('gallery', { key: 'faq' })],
    ['a deleted diagram without its url', webhook('diagram', { id: 3 })],
    ['a deleted slide without its diagram', webhook('slide', { url_title: 'step-one' })],
    ['a webhook without a model', { event: 'entry.update', entry: { url: 'x' } }],
  ])('are every page for %s', (_case, body) => {
    expect(changedContent(body)).toEqual({ everything: true });
  });

  it.each(['order', 'account', 'favourite', 'credit-entry'])('are none for a shop record (%s)', (model) => {
    expect(changedContent(webhook(model, { id: 1 }))).toBe('nothing');
  });
});
