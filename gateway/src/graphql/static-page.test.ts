import { graphql } from 'graphql';
import { ContentClient } from '../upstreams/content/client';
import { testServices } from './__fixtures__/services';
import { createContext } from './context';
import { buildGatewaySchema } from './schema';

const schema = buildGatewaySchema();

const text = (value: string) => [{ type: 'text', text: value }];

/** The contact page in French as Strapi answers it: blocks for the body, the FAQ's groups empty. */
const CONTACT_FR = {
  data: [
    {
      id: 3,
      documentId: 'contactdoc',
      key: 'contact',
      locale: 'fr',
      title: 'Nous contacter',
      description: 'Écrivez-nous.',
      lead: 'Nous répondons sous un jour ouvré.',
      sections: [
        {
          id: 1,
          anchor: 'terms',
          heading: 'Conditions',
          body: [
            {
              type: 'paragraph',
              children: [...text('Lisez '), { type: 'link', url: '/fr/terms/', children: text('ceci') }],
            },
            { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: text('Un') }] },
            { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: text('Deux') }] },
            { type: 'paragraph', children: text('   ') },
          ],
          action_label: 'Lire les conditions',
          action_href: '/fr/terms/',
        },
        { id: 2, anchor: null, heading: 'Sans corps', body: null, action_label: null, action_href: null },
      ],
      groups: [],
    },
  ],
  meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 1 } },
};

const QUERY = `query Page($locale: Locale!, $key: String!) {
  staticPage(locale: $locale, key: $key) {
    key title description lead
    sections { anchor heading blocks { kind texts } action { label href } }
    faqGroups { heading entries { question answer } }
  }
}`;

function run(variables: Record<string, unknown>, answer: unknown = CONTACT_FR) {
  const fetch = jest.fn(async () => Response.json(answer));
  const content = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
  const result = graphql({
    schema,
    source: QUERY,
    variableValues: variables,
    contextValue: createContext(testServices(content)),
  });
  const calls = () => fetch.mock.calls.map((call: unknown[]) => decodeURIComponent(String(call[0])));
  return { result, calls };
}

describe('staticPage', () => {
  it('asks Strapi for the page by key in the locale, with its sections and FAQ entries', async () => {
    const { result, calls } = run({ locale: 'fr', key: 'contact' });
    expect((await result).errors).toBeUndefined();
    expect(calls()).toHaveLength(1);
    const url = new URL(calls()[0]);
    expect(url.pathname).toBe('/api/static-pages');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('filters[key][$eq]')).toBe('contact');
    expect(url.searchParams.get('populate[groups][populate][entries]')).toBe('true');
  });

  it('gives each section its paragraphs, steps and bullets as plain text, and its call to action', async () => {
    const { data } = await run({ locale: 'fr', key: 'contact' }).result;
    expect(data?.staticPage).toEqual({
      key: 'contact',
      title: 'Nous contacter',
      description: 'Écrivez-nous.',
      lead: 'Nous répondons sous un jour ouvré.',
      sections: [
        {
          anchor: 'terms',
          heading: 'Conditions',
          blocks: [
            { kind: 'PARAGRAPH', texts: ['Lisez ceci'] },
            { kind: 'STEPS', texts: ['Un'] },
            { kind: 'BULLETS', texts: ['Deux'] },
          ],
          action: { label: 'Lire les conditions', href: '/fr/terms/' },
        },
        { anchor: null, heading: 'Sans corps', blocks: [], action: null },
      ],
      faqGroups: [],
    });
  });

  it('answers null for an unknown key, and asks nothing for a key that is not a slug', async () => {
    const unknown = run({ locale: 'en', key: 'nope' }, { data: [], meta: {} });
    expect((await unknown.result).data?.staticPage).toBeNull();
    const odd = run({ locale: 'en', key: '../admin' });
    expect((await odd.result).data?.staticPage).toBeNull();
    expect(odd.calls()).toEqual([]);
  });
});
