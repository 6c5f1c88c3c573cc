/** Where cached upstream responses live: this process's memory, or Redis shared by every gateway. */
export interface CacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Drops every entry whose key starts with `prefix` (content changed in the backend). */
  deleteStartingWith(prefix: string): Promise<void>;
}
