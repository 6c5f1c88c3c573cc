import { webEnv } from '@/platform/config/env';
export { blogUrl } from '@/platform/config/siteUrl';

/**
 * Addresses outside the shop, in one place. The account site and the blog differ per deployment,
 * so they come from the server's environment, read at run time (one build serves any domain).
 */
export const AFFILIATE_URL = 'https://affiliates.example.com/';

export const SOCIAL_LINKS = [
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/slide-shop/' },
  { network: 'Facebook', url: 'https://www.facebook.com/slideshop/' },
  { network: 'Pinterest', url: 'https://www.pinterest.com/slideshop/' },
  { network: 'YouTube', url: 'https://www.youtube.com/@slideshop' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The account site's English base (ACCOUNT_SITE_URL, checked at start), where visitors log in (spec §1). Server-side only. */
export function accountUrl(): string {
  return webEnv().accountSiteUrl;
}
