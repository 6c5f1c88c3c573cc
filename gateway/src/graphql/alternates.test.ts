import { graphql } from 'graphql';
import treeFr from '../upstreams/content/__fixtures__/categories-tree.fr.json';
import { ContentClient } from '../upstreams/content/client';
import { testServices } from './__fixtures__/services';
import { createContext } from './context';
import { buildGatewaySchema } from './schema';

const schema = buildGatewaySchema();
const NO_CATEGORIES = { data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } };

/** A content backend that knows categories in French only. */
async function alternates(url: string) {
  const fetch = jest.fn(async (request: string | URL | Request) =>
    Response.json(new URL(String(request)).searchParams.get('locale') === 'fr' ? treeFr : NO_CATEGORIES),
  );
  const content = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
  const { data, errors } = await graphql({
    schema,
    source: 'query($url: String!) { alternates(kind: CATEGORY, url: $url) { locale url name } }',
    variableValues: { url },
    contextValue: createContext(testServices(content)),
  });
  expect(errors).toBeUndefined();
  return data?.alternates;
}

describe('alternates', () => {
  it("gives a French category url's urls in the other locales, whichever locale the visitor reads", async () => {
    expect(await alternates('modeles-prets-a-l-emploi')).toEqual([
      { locale: 'en', url: 'content-ready-ppt', name: 'Content-Ready Slides' },
      { locale: 'de', url: 'fertige-inhaltsfolien', name: 'Fertige Inhaltsfolien' },
      { locale: 'es', url: 'plantillas-listas-para-usar', name: 'Plantillas listas para usar' },
      { locale: 'pt', url: 'modelos-prontos-a-usar', name: 'Modelos prontos a usar' },
    ]);
  });

  it('is empty for a url no locale knows', async () => {
    expect(await alternates('no-such-category')).toEqual([]);
  });
});
