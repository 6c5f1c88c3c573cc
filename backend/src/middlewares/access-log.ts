import type { Core } from '@strapi/strapi';

const REDACTED = '[redacted]';
/**
 * Query parameters that grant access: the order key and the signature of download links, the token of an email
 * confirmation link or of a newsletter unsubscribe link, and what OAuth providers send back through /api/connect
 * (code, tokens).
 */
const SECRET_PARAMETER = /^(order|signature|confirmation|token|code|access_token|id_token)(\[.*\])?$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The path with every order key (`/orders/<key>/…`) replaced; segments are compared decoded. */
function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      index > 0 && segment && decode(segments[index - 1]).toLowerCase() === 'orders' ? REDACTED : segment,
    )
    .join('/');
}

/** The query string with the values of those parameters replaced. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator < 0 ? pair : pair.slice(0, separator);
      return separator >= 0 && SECRET_PARAMETER.test(decode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request's url as the access log may show it: order keys, download-link secrets and sign-in tokens are
 * credentials (whoever reads them gets the order, its files or the account), so they never reach a log.
 */
export function redactUrl(url: string): string {
  const separator = url.indexOf('?');
  if (separator < 0) return redactPath(url);
  return `${redactPath(url.slice(0, separator))}?${redactQuery(url.slice(separator + 1))}`;
}

/** Strapi's access log line (`strapi::logger`: method, url, time, status), with the url redacted. */
const accessLog: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (ctx, next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${redactUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };

export default accessLog;
