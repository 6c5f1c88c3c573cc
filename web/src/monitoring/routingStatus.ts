/**
 * The HTTP status an error stands for: Next's notFound()/forbidden()/unauthorized() and redirect()
 * carry it in their digest, other errors (upstream responses) as `status` or `statusCode`.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { digest, status, statusCode } = error as { digest?: unknown; status?: unknown; statusCode?: unknown };
  if (typeof digest === 'string') {
    const fallback = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(digest);
    if (fallback) return Number(fallback[1]);
    // NEXT_REDIRECT;{type};{url};{status};
    const redirect = /^NEXT_REDIRECT;[^;]*;.*;(\d{3});$/.exec(digest);
    if (redirect) return Number(redirect[1]);
  }
  if (typeof status === 'number') return status;
  if (typeof statusCode === 'number') return statusCode;
  return undefined;
}

/** Spec §8: routing errors with a status from 300 to 499 (redirects, not found, other 4xx) are not reported. */
export function isIgnoredRoutingError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 300 && status <= 499;
}
