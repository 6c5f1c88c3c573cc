// First-load JavaScript of a rendered page, as a browser on its first visit downloads it: every
// /_next/static chunk the HTML names (its <script src> tags and the chunks its inline RSC payload
// references for the page's client components), each counted once and gzip-compressed at level 9; not the
// legacy browsers' polyfills (<script noModule>), which a current browser skips.
// Reading the served HTML rather than the build's manifests: under Turbopack the manifests' layout
// changes between Next versions, while what the HTML loads is what the visitor pays for.
// Used by the budget e2e (which loads this module as CommonJS: no import.meta here) and the Lighthouse bench.
import { gzipSync } from 'node:zlib';

const CHUNK = /\/_next\/static\/[^"'\s\\)?]+?\.js/g;
const NO_MODULE = /<script[^>]*\snoModule[^>]*>/gi;

/** The distinct chunk paths a page's HTML loads, in order of first mention. */
export function chunkPaths(html) {
  const legacyOnly = new Set((html.match(NO_MODULE) ?? []).flatMap((tag) => tag.match(CHUNK) ?? []));
  return [...new Set(html.match(CHUNK) ?? [])].filter((path) => !legacyOnly.has(path));
}

/**
 * Fetches `url` and its chunks; returns the chunks with their gzip sizes and the total.
 * `headers` go with every request (e.g. a visitor's cookies).
 */
export async function pageWeight(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const html = await response.text();
  const chunks = await Promise.all(
    chunkPaths(html).map(async (path) => {
      const chunk = await fetch(new URL(path, url), { headers });
      if (!chunk.ok) throw new Error(`${path}: HTTP ${chunk.status}`);
      const body = Buffer.from(await chunk.arrayBuffer());
      return { path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { url, chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
