/**
 * Why `value` is not a SENTRY_DSN to report to; null when it is: http(s)://<public key>@<host>[/<path>]/<numeric
 * project id>. The web hands its DSN to the page, so a legacy secret key in it would leak; neither side needs one.
 */
export function dsnProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'must be a URL such as https://publicKey@o1.ingest.sentry.io/42';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (!url.username) return 'must name the public key before the @';
  if (url.password) return 'must not carry a secret key (public key only)';
  if (!/\/\d+$/.test(url.pathname)) return 'must end with the numeric project id';
  return null;
}
