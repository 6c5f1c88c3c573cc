import { setImmediate as nextTurn } from 'node:timers/promises';
import { components, create, insertMultiple } from '@orama/orama';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { SearchableDiagram } from '../upstreams/content/diagrams';
import { SEARCH_LANGUAGES } from './languages';
import { rankedMatches } from './ranked-matches';

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

  return {
    size: diagrams.length,
    all: diagrams.map(({ diagram }) => diagram),
    ranked(query) {
      // Internal (numeric) ids until the end: deduplicated across tiers, then mapped to ours once each.
      const ranked = new Set<number>();
      for (const { property, tolerance } of TIERS) {
        for (const [id] of rankedMatches(db, query, property, tolerance)) ranked.add(id);
      }
      const store = db.internalDocumentIDStore;
      return Array.from(ranked, (id) => {
        const diagram = byId.get(components.internalDocumentIDStore.getDocumentIdFromInternalId(store, id));
        if (!diagram) throw new Error(`search index: no diagram for document ${id}`);
        return diagram;
      });
    },
  };
}
