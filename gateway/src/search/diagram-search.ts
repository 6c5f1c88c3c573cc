import type { Logger } from 'pino';
import { LocaleSnapshots } from '../cache/locale-snapshots';
import type { CacheResult } from '../cache/response-cache';
import type { Diagram } from '../domain/diagram';
import type { Locale } from '../domain/locales';
import type { SearchableDiagram } from '../upstreams/content/diagrams';
import { type DiagramIndex, createDiagramIndex } from './diagram-index';

/** Full-text search over diagram and slide titles, one language at a time. */
export interface DiagramSearch {
  /** The diagrams matching `query` in `locale`, best first, as the catalogue lists them (DiagramIndex.ranked). */
  ranked(locale: Locale, query: string): Promise<Diagram[]>;
  /** Every diagram of `locale` as the catalogue lists it, from the same index (DiagramIndex.all). */
  catalogue(locale: Locale): Promise<readonly Diagram[]>;
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
 * One in-memory index per locale (cache/locale-snapshots.ts): built on first use, rebuilt in the background
 * once older than its lifetime, the old index answering meanwhile.
 */
export class DiagramSearchIndexes implements DiagramSearch {
  private readonly indexes: LocaleSnapshots<DiagramIndex>;

  constructor({ load, ...options }: DiagramSearchOptions) {
    this.indexes = new LocaleSnapshots({
      ...options,
      build: async (locale) => createDiagramIndex(locale, await load(locale)),
      name: 'search index',
      describe: (index) => ({ diagrams: index.size }),
    });
  }

  /** Content changed: every index built so far is rebuilt now, the old one answering meanwhile; settles once done. */
  refresh(): Promise<void> {
    return this.indexes.refresh();
  }

  async ranked(locale: Locale, query: string): Promise<Diagram[]> {
    return (await this.indexes.get(locale)).ranked(query);
  }

  async catalogue(locale: Locale): Promise<readonly Diagram[]> {
    return (await this.indexes.get(locale)).all;
  }
}
