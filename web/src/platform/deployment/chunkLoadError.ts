/** Messages of a chunk that did not load: webpack, Turbopack, and the browsers' failed dynamic imports. */
const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk [^ ]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const NEXT_ASSET = '/_next/static/';

/** A thrown or rejected value meaning a chunk of the page's build could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error) && (typeof reason !== 'object' || reason === null)) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/** A `<script>` or stylesheet of the build that failed to load (its error event, seen while capturing). */
export function isFailedBuildAsset(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return target.src.includes(NEXT_ASSET);
  if (target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && target.href.includes(NEXT_ASSET);
  return false;
}
