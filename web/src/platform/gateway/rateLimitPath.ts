import { localeOfPath, localePath } from '@/platform/i18n/localePath';

/** Spec §8's rate-limit page in the language of the page at `pathname`. */
export function rateLimitPath(pathname: string): string {
  return localePath(localeOfPath(pathname), '/errors/429/');
}

/** Spec §8: a visitor over a rate limit lands on the rate-limit page, in the page's language. */
export function toRateLimitPage(): void {
  window.location.assign(rateLimitPath(window.location.pathname));
}
