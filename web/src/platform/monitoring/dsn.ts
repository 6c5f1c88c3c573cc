import { dsnProblem } from '@shop/platform';

/** A Sentry DSN split into what the tunnel compares and forwards to: `{protocol}//{publicKey}@{host}{path}/{projectId}`. */
export type Dsn = { protocol: string; publicKey: string; host: string; path: string; projectId: string };

/** The DSN's parts, or undefined when @shop/platform's rule refuses it. */
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
