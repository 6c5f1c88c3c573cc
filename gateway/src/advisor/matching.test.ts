import type { Diagram } from '../domain/diagram';
import type { AdvisorConstraints } from './constraints';
import { type DiagramFacts, rank } from './matching';

function facts(legacyId: number, title: string, usd: string, extra: Partial<DiagramFacts> = {}): DiagramFacts {
  const diagram = { id: `d${legacyId}`, legacyId, title, prices: [{ currency: 'USD', amount: usd }] } as Diagram;
  return {
    diagram,
    titleWords: ` ${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `,
    slideCount: 6,
    categorySlugs: ['process-flows'],
    hidden: false,
    hasColourVariant: false,
    ...extra,
  };
}

const CATALOGUE = [
  facts(1, 'Five-Step Process Flow', '19.00'),
  facts(2, 'Five-Step Process Flow – Dark Theme', '9.00', { hasColourVariant: true }),
  facts(3, 'Three-Step Process Flow', '5.00'),
  facts(4, 'Five-Step Holiday Process', '4.00', { hidden: true }),
];
const ids = (list: DiagramFacts[]) => list.map((each) => each.diagram.legacyId);
const context = { locale: 'en', currency: 'USD' } as const;

describe('rank', () => {
  it('keeps the search order, and only diagrams meeting every constraint', () => {
    const constraints: AdvisorConstraints = { topic: 'process', count: 5 };
    expect(ids(rank(CATALOGUE, ['d3', 'd1', 'd2'], constraints, context))).toEqual([1, 2]);
  });

  it('never recommends a diagram of a hidden category, whatever it matches', () => {
    expect(ids(rank(CATALOGUE, ['d4', 'd1'], { topic: 'holiday' }, context))).toEqual([1]);
    expect(ids(rank(CATALOGUE, [], { topic: '', maxPrice: 10, currency: 'USD' }, context))).toEqual([3, 2]);
  });

  it('applies style, colour and price ceilings to diagrams the search did not find too when no topic is given', () => {
    expect(ids(rank(CATALOGUE, [], { topic: '', style: 'dark' }, context))).toEqual([2]);
    expect(ids(rank(CATALOGUE, [], { topic: '', colour: 'blue' }, context))).toEqual([2]);
    expect(ids(rank(CATALOGUE, ['d1'], { topic: 'flow', maxPrice: 18.99 }, context))).toEqual([]);
  });
});
