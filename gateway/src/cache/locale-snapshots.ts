import type { Logger } from 'pino';
import type { Locale } from '../domain/locales';
import type { CacheResult } from './response-cache';

export interface LocaleSnapshotsOptions<T> {
  /** Builds the snapshot of a locale from the backend (slow: every diagram of the locale). */
  build: (locale: Locale) => Promise<T>;
  /** Age after which a snapshot is rebuilt in the background. */
  lifetimeMs: number;
  /** What a snapshot is, for the logs ("search index"). */
  name: string;
  /** Log fields describing a built snapshot (e.g. its size). */
  describe: (snapshot: T) => Record<string, unknown>;
  logger: Logger;
  onLookup?: (result: CacheResult) => void;
  now?: () => number;
}

/**
 * One in-memory snapshot per locale, built on first use (concurrent first uses share one build) and rebuilt in
 * the background once older than its lifetime, the old one answering meanwhile: only the very first use of a
 * locale waits for the backend.
 */
export class LocaleSnapshots<T> {
  private readonly built = new Map<Locale, { snapshot: T; builtAt: number }>();
  private readonly building = new Map<Locale, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: LocaleSnapshotsOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async get(locale: Locale): Promise<T> {
    const current = this.built.get(locale);
    this.options.onLookup?.(current ? 'hit' : 'miss');
    if (!current) return this.build(locale);
    if (this.now() - current.builtAt >= this.options.lifetimeMs) {
      this.build(locale).catch((error: unknown) =>
        this.options.logger.warn(
          { err: error, locale },
          `${this.options.name} rebuild failed; the previous one serves on`,
        ),
      );
    }
    return current.snapshot;
  }

  /**
   * Content changed: every locale built or being built is rebuilt now (after a build in flight, which may have
   * read the old content), the old snapshot answering until the new one is ready. Settles once every rebuild has
   * ended; a failed one is logged, never thrown: the previous snapshot serves on.
   */
  async refresh(): Promise<void> {
    const locales = new Set([...this.built.keys(), ...this.building.keys()]);
    await Promise.all(
      [...locales].map(async (locale) => {
        await this.building.get(locale)?.catch(() => undefined);
        await this.build(locale).catch((error: unknown) =>
          this.options.logger.warn(
            { err: error, locale },
            `${this.options.name} refresh failed; the previous one serves on`,
          ),
        );
      }),
    );
  }

  private build(locale: Locale): Promise<T> {
    const pending = this.building.get(locale);
    if (pending) return pending;
    const started = this.now();
    const build = this.options
      .build(locale)
      .then((snapshot) => {
        this.built.set(locale, { snapshot, builtAt: this.now() });
        this.options.logger.info(
          { locale, ...this.options.describe(snapshot), ms: this.now() - started },
          `${this.options.name} built`,
        );
        return snapshot;
      })
      .finally(() => this.building.delete(locale));
    this.building.set(locale, build);
    return build;
  }
}
