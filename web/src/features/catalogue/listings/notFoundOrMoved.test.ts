import { CategoryElsewhereDocument, DiagramElsewhereDocument } from '@/gql/graphql';
import { contentTags } from '@shop/platform';
import { queryCachedGatewayWithoutPrices } from '@/platform/cache/cachedGatewayQuery';
import { notFoundOrMoved } from './notFoundOrMoved';

jest.mock('@/platform/cache/cachedGatewayQuery', () => ({ queryCachedGatewayWithoutPrices: jest.fn() }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('404');
  },
  permanentRedirect: (path: string) => {
    throw new Error(`308 ${path}`);
  },
}));

const answer = jest.mocked(queryCachedGatewayWithoutPrices);
const diagramPath = (locale: string, url: string) => `/${locale}/diagrams/${url}/`;

describe('notFoundOrMoved', () => {
  beforeEach(() => answer.mockReset());

  it("sends the visitor to the url in their locale, an answer cached under the url's own tag", async () => {
    answer.mockResolvedValue({ ok: true, data: { alternates: [{ locale: 'fr', url: 'flux-de-travail' }] } });
    await expect(
      notFoundOrMoved(
        DiagramElsewhereDocument,
        { url: 'workflow' },
        'fr',
        diagramPath,
        contentTags.diagram('workflow'),
      ),
    ).rejects.toThrow('308 /fr/diagrams/flux-de-travail/');
    expect(answer).toHaveBeenCalledWith(DiagramElsewhereDocument, { url: 'workflow' }, ['diagram:workflow']);
  });

  it("is a 404 cached under the url's tag when no locale has the url", async () => {
    answer.mockResolvedValue({ ok: true, data: { alternates: [] } });
    await expect(
      notFoundOrMoved(CategoryElsewhereDocument, { url: 'gone' }, 'de', diagramPath, contentTags.category('gone')),
    ).rejects.toThrow('404');
    expect(answer).toHaveBeenCalledWith(CategoryElsewhereDocument, { url: 'gone' }, ['category:gone']);
  });

  it('is a 404 when the gateway fails', async () => {
    answer.mockResolvedValue({ ok: false, errorCodes: ['UNAVAILABLE'] });
    await expect(
      notFoundOrMoved(DiagramElsewhereDocument, { url: 'x' }, 'fr', diagramPath, contentTags.diagram('x')),
    ).rejects.toThrow('404');
  });
});
