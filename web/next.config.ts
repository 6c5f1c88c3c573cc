import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';
import { withSentryConfig } from '@sentry/nextjs/config';
import { deploymentConfig } from './src/platform/deployment/deploymentConfig';

/**
 * Where preview images may come from: the Strapi media server named by MEDIA_PUBLIC_URL when the
 * build runs, and local hosts on any port (development, tests, one build for several stacks).
 * SVG previews bypass the optimizer (next/image `unoptimized`), so these patterns matter for
 * raster images only.
 */
function mediaPatterns(): RemotePattern[] {
  const local: RemotePattern[] = ['localhost', '127.0.0.1'].map((hostname) => ({ hostname, pathname: '/uploads/**' }));
  const media = process.env.MEDIA_PUBLIC_URL;
  if (!media || !URL.canParse(media)) return local;
  const { protocol, hostname, port } = new URL(media);
  return [...local, { protocol: protocol === 'https:' ? 'https' : 'http', hostname, port, pathname: '/uploads/**' }];
}

/**
 * Our `"use cache"` handler (src/platform/cache/cacheHandler.ts: Redis when REDIS_URL is set, else memory), compiled to
 * dist/ before `next build`, which Next imports at run time. `next dev` without that build keeps Next's own.
 */
function cacheHandlers(): NextConfig['cacheHandlers'] {
  const handler = join(__dirname, 'dist/src/platform/cache/cacheHandler.js');
  return existsSync(handler) ? { default: handler, remote: handler } : undefined;
}

/**
 * Our incremental (ISR) cache for whole pages (src/platform/cache/incrementalCacheHandler.ts), on the same store and tag
 * times as `cacheHandlers()`, compiled the same way. Next's in-memory copy is off (size 0): a process would serve
 * from it a page another process had invalidated.
 */
function incrementalCache(): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  const handler = join(__dirname, 'dist/src/platform/cache/incrementalCacheHandler.js');
  return existsSync(handler) ? { cacheHandler: handler, cacheMaxMemorySize: 0 } : {};
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The shop's links end with a slash (/category/{url}/), as on the site it replaces.
  trailingSlash: true,
  images: { remotePatterns: mediaPatterns() },
  cacheHandlers: cacheHandlers(),
  ...incrementalCache(),
  turbopack: {
    // The browser's react-intl gets its messages parsed by the server (src/platform/i18n/compiledMessages.ts), so it
    // needs no ICU parser: the package's parser-less build stands in for it in the browser's bundle only.
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
  },
  experimental: {
    // Gateway data cached by tag across requests and processes (ADR 0018). Whole pages are cached by Next's own
    // ISR (routes with `dynamic = 'force-static'`, ADR 0023), not by `cacheComponents`.
    useCache: true,
    // The root layout sits under [locale]/[currency], so unmatched URLs outside it need a page of their own.
    globalNotFound: true,
    // Fewer, larger chunks than Turbopack's defaults (50 kB, 40 a group): a page's first load is 8–11 scripts, not
    // 11–12, and Lighthouse's simulation no longer counts as many small ones before the first paint (ADR 0021).
    turbopackChunking: { minChunkSize: 100_000, maxChunkCountPerGroup: 6 },
  },
};

// Without SENTRY_DSN / SENTRY_AUTH_TOKEN this only wraps the config: no upload, no reporting.
export default (phase: string) =>
  withSentryConfig({ ...nextConfig, ...deploymentConfig(phase, __dirname) }, { telemetry: false, silent: true });
