import { create, insertMultiple, search } from '@orama/orama';
import { SEARCH_LANGUAGES } from './languages';
import { RankedMatches } from './ranked-matches';

const WORDS = ['processus', 'procédé', 'étapes', 'étape', 'état', 'cycle', 'cycles', 'cyclique', 'carte', 'cartes'];
const MORE = ['pyramide', 'chronologie', 'diagramme', 'diagrammes', 'flèche', 'roue', 'plan', '5', '12', 'marketing'];

/** Titles of a few words each, many sharing words, stems and prefixes (ties, typos, sums of several words); one rare word. */
function catalogue() {
  const vocabulary = [...WORDS, ...MORE];
  const rare = { id: 'rare', title: 'Entonnoir de vente', slides: ['Entonnoir'] };
  return Array.from({ length: 120 }, (_, n) => ({
    id: `d${n}`,
    title: [vocabulary[n % 20], vocabulary[(n * 7) % 20], n % 3 === 0 ? vocabulary[(n * 11) % 20] : ''].join(' '),
    slides: [vocabulary[(n * 3) % 20], `${vocabulary[(n * 5) % 20]} ${vocabulary[(n * 13) % 20]}`],
  })).concat(rare);
}

async function frenchIndex() {
  const { language, stemmer, stopWords } = SEARCH_LANGUAGES.fr;
  const db = create({
    schema: { title: 'string', slides: 'string[]' } as const,
    components: { tokenizer: { language, stemming: true, stemmer, stopWords } },
  });
  await insertMultiple(db, catalogue());
  return db;
}

const QUERIES = [
  ...WORDS,
  ...MORE,
  'proc',
  'etape',
  'cycel',
  'crate',
  'pyramid',
  'cycle carte',
  'étapes du processus',
  'de la',
  'xylophone',
  'entonnoir',
  'entonoir',
];

describe('ranked matches', () => {
  it.each([
    ['title', 0],
    ['title', 1],
    ['slides', 0],
    ['slides', 1],
  ])('ranks %s matches (tolerance %i) exactly as Orama’s search', async (property, tolerance) => {
    const db = await frenchIndex();
    const matches = new RankedMatches(db, ['title', 'slides']);
    // Twice: the second time from the postings the first one kept.
    for (const term of [...QUERIES, ...QUERIES]) {
      const expected = search(db, { term, properties: [property as 'title'], tolerance, limit: 1000 });
      if (expected instanceof Promise) throw new Error('unexpected asynchronous Orama search');
      const ids = Array.from(
        matches.ranked(matches.tokens(term), property, tolerance),
        (id) => db.internalDocumentIDStore.internalIdToId[id - 1],
      );
      expect({ term, ids }).toEqual({ term, ids: expected.hits.map((hit) => hit.id) });
    }
  });
});
