import { setImmediate as nextTurn } from 'node:timers/promises';
import { create, insertMultiple } from '@orama/orama';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { SearchableDiagram } from '../upstreams/content/diagrams';
import { SEARCH_LANGUAGES } from './languages';
import { RankedMatches } from './ranked-matches';

const SCHEMA = { title: 'string', slides: 'string[]' } as const;

/**
 * Documents inserted per turn of the event loop: a rebuild runs beside live requests, and indexing 1000
 * diagrams takes 100-200 ms of CPU, so it yields between slices of about 10-20 ms.
 */
const INSERT_SLICE = 100;

/** A typo of one letter (insertion, deletion, substitution) still matches. */
const TYPO_TOLERANCE = 1;

/**
 * Ranking, best first: exact title matches, title matches with a typo, then the same for slide titles.
 * Within a tier, Orama's BM25 score orders. Exact before tolerant keeps "étape" (steps) above "État" (state).
 */
const TIERS: Array<{ property: keyof typeof SCHEMA; tolerance: number }> = [
  { property: 'title', tolerance: 0 },
  { property: 'title', tolerance: TYPO_TOLERANCE },
  { property: 'slides', tolerance: 0 },
  { property: 'slides', tolerance: TYPO_TOLERANCE },
];

/** The searchable diagrams of one locale. */
export interface DiagramIndex {
  size: number;
  /** Every diagram of the locale as the catalogue lists it, in the order read. */
  all: readonly Diagram[];
  /**
   * The matching diagrams, best first (TIERS), as the catalogue lists them: answered from the index alone, so a
   * search costs the backend nothing and still answers while it is down.
   */
  ranked(query: string): Diagram[];
}

export async function createDiagramIndex(
  locale: Locale,
  diagrams: readonly SearchableDiagram[],
): Promise<DiagramIndex> {
  const { language, stemmer, stopWords } = SEARCH_LANGUAGES[locale];
  const db = create({ schema: SCHEMA, components: { tokenizer: { language, stemming: true, stemmer, stopWords } } });
  const documents = diagrams.map(({ diagram, slideTitles }) => ({
    id: diagram.id,
    title: diagram.title,
    slides: slideTitles,
  }));
  const byId = new Map(diagrams.map(({ diagram }) => [diagram.id, diagram]));
  for (let start = 0; start < documents.length; start += INSERT_SLICE) {
    await insertMultiple(db, documents.slice(start, start + INSERT_SLICE));
    await nextTurn();
  }
  const matches = new RankedMatches(db, Object.keys(SCHEMA));
  // Indexed by Orama's internal id (from 1): a match becomes its diagram without a lookup by our id.
  const byInternalId: Diagram[] = [];
  db.internalDocumentIDStore.internalIdToId.forEach((id, at) => {
    const diagram = byId.get(id);
    if (!diagram) throw new Error(`search index: no diagram for document ${id}`);
    byInternalId[at + 1] = diagram;
  });

  return {
    size: diagrams.length,
    all: diagrams.map(({ diagram }) => diagram),
    ranked(query) {
      const tokens = matches.tokens(query);
      // A diagram goes in once, in the first tier that matches it.
      const placed = new Uint8Array(byInternalId.length);
      const ranked: Diagram[] = [];
      for (const { property, tolerance } of TIERS) {
        for (const id of matches.ranked(tokens, property, tolerance, placed)) {
          placed[id] = 1;
          ranked.push(byInternalId[id]);
        }
      }
      return ranked;
    },
  };
}
