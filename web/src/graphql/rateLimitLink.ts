import { ErrorLink } from '@apollo/client/link/error';
import { localeOfPath, localePath } from '@/i18n/localePath';
import { isRateLimited } from './gatewayErrors';

/** Spec §8's rate-limit page in the language of the page at `pathname`. */
export function rateLimitPath(pathname: string): string {
  return localePath(localeOfPath(pathname), '/errors/429/');
}

/**
 * For client operations: a RATE_LIMITED answer (or any 429) calls `onRateLimited`, which takes the
 * visitor to the rate-limit page. The error still reaches the component, which shows its own message
 * until the page changes.
 */
export function rateLimitLink(onRateLimited: () => void): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isRateLimited(error)) onRateLimited();
  });
}
