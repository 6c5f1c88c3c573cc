import { webEnv } from '@/platform/config/env';

/**
 * Addresses outside the shop, in one place. The account site and the blog differ per deployment,
 * so they come from the server's environment, read at run time (one build serves any domain).
 */
const DEFAULT_BLOG_URL = 'https://blog.example.com/';

export const AFFILIATE_URL = 'https://affiliates.example.com/';

export const SOCIAL_LINKS = [
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/slide-shop/' },
  { network: 'Facebook', url: 'https://www.facebook.com/slideshop/' },
  { network: 'Pinterest', url: 'https://www.pinterest.com/slideshop/' },
  { network: 'YouTube', url: 'https://www.youtube.com/@slideshop' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

function urlFromEnv(name: string, fallback: string): string {
  const value = process.env[name] || fallback;
  if (!URL.canParse(value)) throw new Error(`${name} must be an absolute URL, got "${value}"`);
  return value;
}

/** The account site's English base (ACCOUNT_SITE_URL, checked at start), where visitors log in (spec §1). Server-side only. */
export function accountUrl(): string {
  return webEnv().accountSiteUrl;
}

/** The shop's blog. Server-side only. */
export function blogUrl(): string {
  return urlFromEnv('BLOG_URL', DEFAULT_BLOG_URL);
}
