import { graphql } from 'graphql';
import treeFr from '../upstreams/content/__fixtures__/categories-tree.fr.json';
import catalogueFr from '../upstreams/content/__fixtures__/diagrams-catalogue.fr.json';
import { ContentClient } from '../upstreams/content/client';
import { testServices } from './__fixtures__/services';
import { createContext } from './context';
import { buildGatewaySchema } from './schema';

const schema = buildGatewaySchema();

/** A content backend answering categories with the French tree and diagrams with a two-item page. */
function run(source: string) {
  const fetch = jest.fn(async (url: string | URL | Request) =>
    Response.json(new URL(String(url)).pathname === '/api/categories' ? treeFr : catalogueFr),
  );
  const content = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
  const result = graphql({ schema, source, contextValue: createContext(testServices(content)) });
  const calls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  return { result, calls };
}

describe('catalogue by category url', () => {
  it('asks for the diagrams of the category and of every subcategory, in one diagrams call', async () => {
    const { result, calls } = run(`{
      catalogue(locale: fr, categoryUrl: "cartes-powerpoint") {
        total items { title categories { name parent { name } } localizations { locale } }
      }
    }`);
    const { data, errors } = await result;
    expect(errors).toBeUndefined();
    const diagramCalls = calls().filter((url) => url.includes('/api/diagrams'));
    expect(diagramCalls).toHaveLength(1);
    const ids = [...diagramCalls[0].matchAll(/filters\[categories\]\[documentId\]\[\$in\]\[\d+\]=(\w+)/g)].map(
      (match) => match[1],
    );
    expect(ids).toEqual([
      'tepsriua9d6sstc4yy968m3k', // PowerPoint maps
      'sbfoj33jdkcfli8g175v50cq', // world maps
      'hr7x6kxo2pmcggiwjg9g00si', // Europe maps
      'w04w5df4x3cnfney5cvq8tsl', // USA maps
      'xeavihryhnt3s9jl56syrw9z', // country maps
    ]);
    expect(calls()).toHaveLength(2); // the category tree and the page: parents and names come from the tree
    expect(data?.catalogue).toMatchObject({ total: 120 });
  });

  it('resolves categories and parents from the tree in the diagram locale', async () => {
    const { result } = run('{ catalogue(locale: fr, pageSize: 2) { items { categories { name parent { name } } } } }');
    const { data } = await result;
    const [first] = (data!.catalogue as { items: Array<{ categories: unknown[] }> }).items;
    expect(first.categories).toEqual([
      { name: 'Icônes de personnes', parent: { name: 'Icônes PowerPoint' } },
      { name: 'Gestion de projet', parent: { name: "Modèles prêts à l'emploi" } },
      { name: 'Icônes PowerPoint', parent: null },
      { name: "Modèles prêts à l'emploi", parent: null },
    ]);
  });
});
