const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The public origin of the shop, for canonical URLs, hreflang alternates and the sitemap. Read from
 * the server's environment on each call, so one build serves any domain.
 */
function siteUrl(): string {
  const value = process.env.SITE_URL || DEFAULT_SITE_URL;
  if (!URL.canParse(value)) throw new Error(`SITE_URL must be an absolute URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** The absolute URL of a site path ("/fr/faq/"). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

const DEFAULT_BLOG_URL = 'https://blog.example.com/';

/** The shop's blog (BLOG_URL), which differs per deployment. Server-side only. */
export function blogUrl(): string {
  const value = process.env.BLOG_URL || DEFAULT_BLOG_URL;
  if (!URL.canParse(value)) throw new Error(`BLOG_URL must be an absolute URL, got "${value}"`);
  return value;
}
