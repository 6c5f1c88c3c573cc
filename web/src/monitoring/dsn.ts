/** A Sentry DSN split into what the tunnel compares and forwards to: `{protocol}//{publicKey}@{host}{path}/{projectId}`. */
export type Dsn = { protocol: string; publicKey: string; host: string; path: string; projectId: string };

/**
 * Why `value` is not a DSN the page may carry; null when it is. The gateway's rule too
 * (gateway/src/monitoring/error-reporting-config.ts), both tested with scripts/lib/sentry-dsn-cases.ts.
 */
export function dsnProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'must be a URL such as https://publicKey@o1.ingest.sentry.io/42';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (!url.username) return 'must name the public key before the @';
  // The page is handed the DSN: a legacy secret key in it would leak.
  if (url.password) return 'must not carry a secret key (public key only)';
  if (!/\/\d+$/.test(url.pathname)) return 'must end with the numeric project id';
  return null;
}

export function parseDsn(value: string): Dsn | undefined {
  if (dsnProblem(value) !== null) return undefined;
  const url = new URL(value);
  const cut = url.pathname.lastIndexOf('/');
  return {
    protocol: url.protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    path: url.pathname.slice(0, cut),
    projectId: url.pathname.slice(cut + 1),
  };
}

/** Same project through the same key on the same host (the SDK may rewrite the string, e.g. drop a default port). */
export function sameDsn(a: Dsn, b: Dsn): boolean {
  return (
    a.protocol === b.protocol &&
    a.publicKey === b.publicKey &&
    a.host === b.host &&
    a.path === b.path &&
    a.projectId === b.projectId
  );
}

/** Sentry's ingest endpoint for envelopes of the DSN's project. */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/`;
}
