/**
 * The status Next's routing control flow stands for: notFound()/forbidden()/unauthorized() and redirect() throw
 * errors whose digest carries it. Other errors carry none here, whatever their `status`: an Apollo ServerError
 * with 400 (a query the gateway refuses) or a proxy's 403 or 413 is a bug to hear of, not routing.
 */
export function routingStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { digest } = error as { digest?: unknown };
  if (typeof digest !== 'string') return undefined;
  const fallback = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(digest);
  if (fallback) return Number(fallback[1]);
  // NEXT_REDIRECT;{type};{url};{status};
  const redirect = /^NEXT_REDIRECT;[^;]*;.*;(\d{3});$/.exec(digest);
  return redirect ? Number(redirect[1]) : undefined;
}

/**
 * Spec §8: routing errors with a status from 300 to 499 (redirects, not found, forbidden) are not reported. The
 * shop's own not-found answers all throw Next's notFound(): no other error stands for one.
 */
export function isIgnoredRoutingError(error: unknown): boolean {
  const status = routingStatus(error);
  return status !== undefined && status >= 300 && status <= 499;
}
