import type { Logger } from 'pino';
import type { CacheResult } from '../cache/response-cache';
import type { Locale } from '../domain/locales';
import type { SearchableDiagram } from '../upstreams/content/searchable-diagrams';
import { type DiagramIndex, createDiagramIndex } from './diagram-index';

/** Full-text search over diagram and slide titles, one language at a time. */
export interface DiagramSearch {
  /** Ids of the diagrams matching `query` in `locale`, best first. */
  rankedIds(locale: Locale, query: string): Promise<string[]>;
}

export interface DiagramSearchOptions {
  /** Every searchable diagram of a locale, from the backend. */
  load: (locale: Locale) => Promise<SearchableDiagram[]>;
  /** Age after which an index is rebuilt in the background. */
  lifetimeMs: number;
  logger: Logger;
  onLookup?: (result: CacheResult) => void;
  now?: () => number;
}

/**
 * One in-memory index per locale, built on first use (concurrent first searches share one build) and
 * rebuilt in the background once older than its lifetime, the old index answering meanwhile: only the
 * very first search of a locale waits for the backend.
 */
export class DiagramSearchIndexes implements DiagramSearch {
  private readonly built = new Map<Locale, { index: DiagramIndex; builtAt: number }>();
  private readonly building = new Map<Locale, Promise<DiagramIndex>>();
  private readonly now: () => number;

  constructor(private readonly options: DiagramSearchOptions) {
    this.now = options.now ?? Date.now;
  }

  async rankedIds(locale: Locale, query: string): Promise<string[]> {
    const current = this.built.get(locale);
    this.options.onLookup?.(current ? 'hit' : 'miss');
    if (!current) return (await this.build(locale)).rankedIds(query);
    if (this.now() - current.builtAt >= this.options.lifetimeMs) {
      this.build(locale).catch((error: unknown) =>
        this.options.logger.warn({ err: error, locale }, 'search index rebuild failed; the previous index serves on'),
      );
    }
    return current.index.rankedIds(query);
  }

  private build(locale: Locale): Promise<DiagramIndex> {
    const pending = this.building.get(locale);
    if (pending) return pending;
    const started = this.now();
    const build = this.options
      .load(locale)
      .then((diagrams) => createDiagramIndex(locale, diagrams))
      .then((index) => {
        this.built.set(locale, { index, builtAt: this.now() });
        this.options.logger.info({ locale, diagrams: index.size, ms: this.now() - started }, 'search index built');
        return index;
      })
      .finally(() => this.building.delete(locale));
    this.building.set(locale, build);
    return build;
  }
}
