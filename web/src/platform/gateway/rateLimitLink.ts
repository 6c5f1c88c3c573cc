import { ErrorLink } from '@apollo/client/link/error';
import { isRateLimited } from './gatewayErrors';

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
