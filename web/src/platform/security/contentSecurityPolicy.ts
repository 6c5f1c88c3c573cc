/** The CSP directives the shop sets. */
type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** Sources by directive: what one part of the shop (or one integration) needs the browser to load. */
export type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * What the shop's own pages load: scripts, styles and fonts from the web itself, GraphQL from the
 * same origin, images from the web (next/image) and the media host. Nothing may frame a page, no
 * plugins, no <base> elsewhere, forms post to the web only.
 */
const SHOP_SOURCES: Sources = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The human check's proof-of-work workers (web/src/ui/verification): bundled files of the web, never
  // blob: code. Named here, or a nonce page's 'strict-dynamic' would refuse them.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

type PolicyOptions = {
  /**
   * The nonce of a page rendered per request and never cached (checkout, downloads, account):
   * only scripts carrying it run, and those they load ('strict-dynamic'). Without one (pages a
   * cache will share between visitors), no inline script runs until the web's server lists the
   * hashes of the page's own (web/server/inlineScriptHashes.ts): docs/adr/0008.
   */
  nonce?: string;
  /** The origin of media files (MEDIA_PUBLIC_URL). */
  mediaOrigin: string;
  /** APP_ENV=production: plain-HTTP subresources are upgraded. */
  production: boolean;
  /** `next dev`: React rebuilds server error stacks with eval; styles are injected inline. */
  development: boolean;
  /** The sources of the integrations switched on (integrations.ts). */
  integrations: readonly Sources[];
};

/** The Content-Security-Policy header of a page. */
export function contentSecurityPolicy({
  nonce,
  mediaOrigin,
  production,
  development,
  integrations,
}: PolicyOptions): string {
  // `next dev` runs without the custom server that hashes a page's inline scripts.
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : development ? ["'unsafe-inline'"] : [];
  const page: Sources = {
    'script-src': [...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    // Stylesheets are files; next/image writes style attributes, which a nonce cannot cover (they cannot run code).
    'style-src': development ? ["'unsafe-inline'"] : [],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [mediaOrigin],
  };
  const merged = new Map<Directive, Set<string>>();
  for (const sources of [SHOP_SOURCES, page, ...integrations]) {
    for (const [directive, values] of Object.entries(sources) as [Directive, readonly string[]][]) {
      const set = merged.get(directive) ?? new Set<string>();
      for (const value of values) set.add(value);
      merged.set(directive, set);
    }
  }
  const directives = [...merged].map(([directive, values]) => `${directive} ${[...values].join(' ')}`);
  if (production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** `policy` with the sha256 `hashes` (base64) of a page's inline scripts allowed in its script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const listed = hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? `${directive} ${listed}` : directive))
    .join('; ');
}
